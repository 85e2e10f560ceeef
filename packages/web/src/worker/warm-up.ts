// The shells' warm-up entry (`warm-up.html`): loaded in a hidden webview at app start or after an
// app update, it installs the service worker and waits until this build's files are cached, so
// the borrower's first open is served locally. It tells the outcome in the document's title,
// which both shells can observe without the bridge (Android `WebChromeClient.onReceivedTitle`,
// iOS key-value observing of `WKWebView.title`):
//   `warm-up:ready <version> <cached>/<total>`, `warm-up:unsupported`, `warm-up:switched-off`,
//   `warm-up:failed`.
import { appRoot, startServiceWorker } from '../lib/service-worker/register';
import { askWorkerState, whenInstalled } from '../lib/service-worker/worker-state';

async function warmUp(): Promise<string> {
  const started = await startServiceWorker(window);
  if (started !== 'registered') return started;
  const registration = await navigator.serviceWorker.getRegistration(appRoot(window));
  if (!registration) return 'failed';
  // A fresh look at sw.js even if the engine checked a moment ago: the app was just updated.
  await registration.update().catch(() => undefined);
  // The newest worker: the one installing a new build, else one waiting, else the active one.
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker) return 'failed';
  await whenInstalled(worker);
  const state = await askWorkerState(worker);
  return `ready ${state.version} ${state.cached}/${state.total}`;
}

warmUp().then(
  (outcome) => {
    document.title = `warm-up:${outcome}`;
  },
  () => {
    document.title = 'warm-up:failed';
  },
);
