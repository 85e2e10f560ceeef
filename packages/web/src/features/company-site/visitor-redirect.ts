import { PUBLIC_LANGUAGES, publicRedirect } from '@hybrid-loan/bridge-sdk/contract';
import { getIdentity } from '../../lib/identity';

/**
 * Resolves when the site's hash page stays in the app; a visitor who came by an old hash URL of
 * the public site (`/#/About`: no identity of the app, see the contract's `publicRedirect`) is
 * sent to its prerendered page (`/en-IN/about/`, by the URL's `languageType`, else the browser's
 * language) and the promise never resolves: the loading screen stays until that page arrives.
 * Production builds only: the development server has no prerendered pages. Never on a public
 * page's own path (a host that answers a missing page with the app's document must not loop).
 */
export function stayInApp(win: Window = window): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  const path = win.location.pathname;
  if (PUBLIC_LANGUAGES.some((l) => path.startsWith(`/${l}/`))) return Promise.resolve();
  const hash = win.location.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  const section = new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '').get('section');
  const target = publicRedirect(
    q >= 0 ? hash.slice(0, q) : hash,
    getIdentity(),
    win.navigator.language,
    section,
  );
  if (!target) return Promise.resolve();
  // Once per document: the entry starts the page's download early and the shell asks again; a
  // second replace would abort the first one's navigation (a busy phone has them far apart).
  if (!sentAway.has(win)) {
    sentAway.add(win);
    win.location.replace(target);
  }
  return new Promise(() => undefined);
}

const sentAway = new WeakSet<Window>();
