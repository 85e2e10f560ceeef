import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandConfig } from '../config';
// By path: the bridge index would bring the bridge SDK into the shell.
import { trackInAppHistory } from '../lib/bridge/in-app-history';
import { initI18n, preloadNamespaces } from '../lib/i18n';
import { currentMarket, initIdentity } from '../lib/identity';
import { App } from './app';
// The app shell takes the kit's parts it renders by path; pages load the rest of the kit.
import '../ui/theme.css';
import './app.css';

/**
 * Boot order: identity (out of the URL before anything can log it), language, render. The brand
 * config is checked where it is compiled in (vite.config.ts), so an invalid one never ships.
 */
export async function start(root: HTMLElement): Promise<void> {
  initIdentity(window);
  // After the identity left the URL (its replaceState), so the entry page's depth stamp stays.
  trackInAppHistory(window);
  const market = currentMarket();
  document.documentElement.style.setProperty('--brand', brandConfig.background);
  document.documentElement.style.setProperty('--on-brand', brandConfig.fontColor);
  // The back key's listener (it brings the bridge SDK) stays off the shell but downloads beside the
  // page, not after its first render: a back press as the data appears must find it listening.
  void import('./native-back').catch(() => undefined);
  await initI18n(market.language);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void preloadNamespaces(market.language).catch(() => undefined);
  // Field vitals are not needed for the first render: their code loads after it.
  void import('../lib/vitals')
    .then(({ startVitals }) => startVitals(brandConfig.vitalsUrl))
    .catch(() => undefined);
}
