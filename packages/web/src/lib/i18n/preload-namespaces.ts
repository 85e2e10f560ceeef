import type { Language } from '../../config';
import { reloadIfReachable } from '../reload';
import { i18next } from './i18n';
import { localeNamespaces } from './locale-files';

/** The long legal texts load only with their pages. */
const ON_DEMAND = new Set(['legal', 'devPreview']);

/**
 * Starts loading the language's feature namespaces in the background, after the first page is on
 * screen, so a page's texts are usually there when its chunk arrives instead of costing one more
 * round trip after it. Its own file, loaded then: off the shell.
 *
 * A namespace whose download failed (the network dropped meanwhile) stays failed for the document
 * on engines that keep a failed module download, and i18next then shows that page's keys in place
 * of its words. So from here on the document loads anew on its address when the network answers
 * (`reloadIfReachable`: not offline, not twice in a row):
 * - at once, when texts the page on screen asked for before (the core ones, its own, the company
 *   site's legal texts) failed: they are on screen as keys now;
 * - else once a namespace failed (here, or any download later: a page's own texts, the legal texts
 *   with their page), when a page asks for a text i18next does not have (however it was reached:
 *   a link, the back key, the shell).
 */
export function preloadNamespaces(language: Language, win: Window = window): Promise<unknown> {
  let failed = false;
  let checking = false;
  // Asked again while a check was on its way (the network back meanwhile): one more after it.
  let again = false;
  const check = () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    void reloadIfReachable(win).then((reloaded) => {
      checking = false;
      if (again && !reloaded) {
        again = false;
        check();
      }
    });
  };
  const { options } = i18next;
  const missing = options.parseMissingKeyHandler;
  options.parseMissingKeyHandler = (key, defaultValue, ...rest) => {
    if (failed) check();
    return missing ? missing.call(options, key, defaultValue, ...rest) : (defaultValue ?? key);
  };
  i18next.on('failedLoading', () => {
    failed = true;
  });
  // The namespaces asked for so far (the core ones, the page's own), each loaded, failed or on its
  // way: asking again waits for it, never downloads it twice, and a failure stands (i18next does
  // not retry it).
  const asked = new Set([options.ns ?? []].flat());
  const background = localeNamespaces(language).filter((ns) => !ON_DEMAND.has(ns));
  // One namespace per task: all in one (a chunk import and i18next's bookkeeping each) held a slow
  // phone's main thread for tens of milliseconds just after the page's data appeared.
  return Promise.all(
    [...new Set([...asked, ...background])].map(
      (ns) =>
        new Promise<void>((resolve) => {
          win.setTimeout(
            () =>
              // i18next settles even when the download failed: its bundle is then missing (in the
              // language i18next speaks now: a page may have switched it).
              void i18next.loadNamespaces(ns).then(() => {
                if (!i18next.hasResourceBundle(i18next.language, ns)) {
                  failed = true;
                  // On screen as keys: now, and whenever the network comes back (offline now, the
                  // check lets the failure stand).
                  if (asked.has(ns)) {
                    check();
                    win.addEventListener('online', check);
                  }
                }
                resolve();
              }),
            0,
          );
        }),
    ),
  );
}
