// The entry is kept small on purpose: it reads the identity, sends the page's first API read,
// starts the page's chunk and the texts in the borrower's language, and only then loads the app
// shell (React), so the network and the downloads overlap. It is an async module script
// (vite.config.ts): it runs as soon as it has arrived, while the HTML is still being parsed.
import { applyAppStyles } from './app/app-styles';
import { whenParsed } from './app/document-parsed';
import { startEarly } from './app/early-start';
import { appRoutes } from './app/routes';
import { holdNativeMessages } from './lib/bridge/held-native-messages';
import { watchPageErrors } from './lib/field';
import { preloadLocales } from './lib/i18n/locale-files';
import { currentMarket, readIdentity, watchIdentity } from './lib/identity';

function fail(root: HTMLElement, error: unknown) {
  // The i18n layer may be what failed, so this last-resort message is plain and bilingual.
  root.textContent =
    'Something went wrong. Please reopen the page. / Terjadi kesalahan. Silakan buka ulang halaman.';
  console.error(error instanceof Error ? error.message : error);
}

// Errors from the first task on are held for the field reports (their reporter loads later).
watchPageErrors(window);
// First: what the shell sends before the bridge SDK loads (a back press as the page appears) waits.
holdNativeMessages(window);
// The identity only: earlier borrowers' data is cleared when the app starts (start.tsx), after the
// page's first read is on its way.
readIdentity(window);
// A later location with identity (a shell reusing the webview) is read and stripped too; a new
// identity reloads the document, so nothing kept in memory for the old one outlives it.
watchIdentity(window, () => window.location.reload());
const early = startEarly(appRoutes, window.location.hash);
// Each step below in a task of its own (timers run in order), so a slow phone's main thread is
// never held in one long task (at 4x CPU, one of 13 ms is a 50 ms long task): the early reads and
// the page chunk's preload (queued by startEarly), the stylesheet, the texts, the app shell (its
// download already started from the HTML), which renders into the body's root once the document
// is parsed, and the kit's parts the page needs before its first data. The stylesheet applies once
// the document is parsed (its link is at the head's end); the first render waits for it
// (start.tsx).
setTimeout(() => whenParsed(document, () => applyAppStyles(document)), 0);
setTimeout(() => preloadLocales(currentMarket().language, early?.namespaces), 0);
setTimeout(() => {
  import('./app').then(
    ({ start }) =>
      whenParsed(document, () => {
        const root = document.getElementById('root');
        if (root) start(root, early).catch((error: unknown) => fail(root, error));
      }),
    (error: unknown) =>
      whenParsed(document, () => {
        const root = document.getElementById('root');
        if (root) fail(root, error);
      }),
  );
}, 0);
setTimeout(() => {
  if (early) import('./lib/http/query-provider').catch(() => undefined);
  // The back key's listener (it brings the bridge SDK) stays off the shell but downloads with the
  // page's code: a back press as the data appears must find it listening (App mounts it).
  import('./app/native-back').catch(() => undefined);
}, 0);
