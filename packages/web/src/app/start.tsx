import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  assertValidBrandConfig,
  assertValidCompanyData,
  brandConfig,
  companyData,
} from '../config';
import { createQueryClient } from '../lib/http';
import { initI18n } from '../lib/i18n';
import { currentMarket, initIdentity } from '../lib/identity';
import { startVitals } from '../lib/vitals';
import { App } from './app';
import './app.css';

/** Boot order: config check, identity (out of the URL before anything can log it), language, render. */
export async function start(root: HTMLElement): Promise<void> {
  assertValidBrandConfig(brandConfig);
  assertValidCompanyData(companyData);
  initIdentity(window);
  const market = currentMarket();
  document.documentElement.style.setProperty('--brand', brandConfig.background);
  document.documentElement.style.setProperty('--on-brand', brandConfig.fontColor);
  await initI18n(market.language);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
  void startVitals(brandConfig.vitalsUrl).catch(() => undefined);
}
