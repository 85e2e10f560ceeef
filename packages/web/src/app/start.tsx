import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brandConfig, brandNames } from '../config';
// By path: the bridge index would bring the bridge SDK into the shell.
import { trackInAppHistory } from '../lib/bridge/in-app-history';
import { afterFirstPaint } from '../lib/first-paint';
import { earlyReadFailed } from '../lib/http/early-request';
import { forgetUnownedIntents } from '../lib/http/intent-key';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { currentMarket, initIdentity } from '../lib/identity';
import type { RouteDef } from '../lib/routes';
import { App } from './app';
import { appStylesReady } from './app-styles';
import { nextTask } from './early-start';
import { firstPageReady } from './route-page';
// The app shell takes the kit's parts it renders by path; pages load the rest of the kit.
import '../ui/theme.css';
import './app.css';

/**
 * Boot order: identity (out of the URL before anything can log it), language, render. The brand
 * config is checked where it is compiled in (vite.config.ts), so an invalid one never ships.
 */
export async function start(root: HTMLElement, early: RouteDef | null = null): Promise<void> {
  // The task that evaluated the shell (React's own start) ends here; the boot's work below (both
  // storage areas walked, the texts' set-up) runs in the next, so on a slow phone neither is one
  // long task. Nothing reads a borrower's kept data before the first render below.
  await new Promise<void>((resolve) => nextTask(resolve));
  initIdentity(window);
  forgetUnownedIntents();
  // After the identity left the URL (its replaceState), so the entry page's depth stamp stays.
  trackInAppHistory(window);
  const market = currentMarket();
  document.documentElement.style.setProperty('--brand', brandConfig.background);
  document.documentElement.style.setProperty('--on-brand', brandConfig.fontColor);
  // The market's app name until the page sets its own title (the HTML's is the same for both).
  document.title = brandNames(market.market).appEnName;
  const i18n = initI18n(market.language);
  // The early route's page and texts are usually here before the shell: waiting for them makes the
  // first render the page itself (no loading fallback, no second commit), within a bound.
  await Promise.all([
    i18n,
    appStylesReady(document),
    early &&
      firstPageReady(
        early,
        i18n.then(() => loadNamespaces(early.namespaces ?? [])),
      ),
  ]);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Other pages' texts and the field vitals wait until this page is on screen; vitals read buffered
  // entries, so they still see this page's paint.
  afterFirstPaint(() => {
    void import('../lib/i18n/preload-namespaces')
      .then(({ preloadNamespaces }) => preloadNamespaces(market.language))
      .catch(() => undefined);
    // The page is on screen with its data or its error state: the shell hears it is healthy (its
    // rollback rule for a new package) and says which package it serves, which the worker's start
    // and every vitals beacon wait for (after the paint: never on the first-data path).
    const served = import('../lib/bridge').then(
      async ({ bridge, pagePackage, reportPageHealth }) => {
        const from = await pagePackage(bridge);
        // Served from the package but answered by an earlier network open's worker: that worker's
        // build is on screen, so the page loads again from the package and reports from there.
        const reloads =
          import.meta.env.PROD &&
          from.source === 'package' &&
          (await import('../lib/service-worker')
            .then(({ handOverToPackage }) => handOverToPackage(window, from.build))
            .catch(() => false));
        if (!reloads) reportPageHealth(bridge, earlyReadFailed() ? 'error' : 'data');
        return from;
      },
    );
    // The field: vitals and reports (what `lib/field` held since the entry, and everything after).
    void import('../lib/field-report')
      .then(({ startField }) => startField(window, market.market, served))
      .catch(() => undefined);
    // The worker that serves the next opens from a local cache: only production builds have one,
    // and never a page a shell serves from its package. The outcome goes on
    // <html data-service-worker> for QA's scenarios and the emulator.
    if (import.meta.env.PROD)
      void import('../lib/service-worker')
        .then(({ startServiceWorker }) =>
          startServiceWorker(
            window,
            served.then((from) => from.source),
          ),
        )
        .then((outcome) => {
          document.documentElement.dataset.serviceWorker = outcome;
        })
        .catch(() => undefined);
  });
}
