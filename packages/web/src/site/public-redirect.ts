import { PUBLIC_LANGUAGES, publicRedirect } from '@hybrid-loan/bridge-sdk/contract';

/**
 * Where the app's document sends a visitor who came by an old hash URL of the public site
 * (`publicRedirect` of the contract: `/#/About` to `/en-IN/about/`, by the URL's `languageType`,
 * else the browser's language), or null. Production builds only: the development server has no
 * prerendered pages. Never from a public page's own path (a host that answers a missing page with
 * the app's document must not loop).
 */
export function publicSiteRedirect(win: Window, inApp: boolean): string | null {
  if (!import.meta.env.PROD) return null;
  const path = win.location.pathname;
  if (PUBLIC_LANGUAGES.some((l) => path.startsWith(`/${l}/`))) return null;
  return publicRedirect(win.location.href, win.navigator.language, inApp);
}
