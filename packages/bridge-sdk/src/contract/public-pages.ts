import { IDENTITY_KEYS } from './identity.js';
import { PAGES, type PageKey } from './pages.js';

/**
 * The languages the public company site is published in. Chinese (`zh-CN`) has no company-site
 * texts, so no public page exists in it.
 *
 * @public
 */
export const PUBLIC_LANGUAGES = ['en-IN', 'id-ID'] as const;

/**
 * A language of the public site.
 *
 * @public
 */
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

/**
 * The public company site: the pages of {@link PAGES} that are also static HTML on a path URL, one
 * per language, `/<language>/<slug>/` (the home page is `/<language>/`), prerendered at build time
 * and listed in the sitemap. The value is the page's slug. Their hash URLs (`#/About`) still work
 * and lead there (see {@link publicRedirect}).
 *
 * @public
 */
export const PUBLIC_PAGES = {
  home: '',
  siteAbout: 'about',
  siteLoan: 'loan',
  siteUser: 'user',
  sitePolicy: 'policy',
  siteContact: 'contact',
  privacyPolicy: 'privacy-policy',
  loanTerms: 'loan-terms',
} as const satisfies { readonly [K in PageKey]?: string };

/**
 * A route key of {@link PUBLIC_PAGES}.
 *
 * @public
 */
export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/**
 * The path of a public page, from the site's root: `/en-IN/about/`, `/id-ID/` for the home page.
 *
 * @param language - the page's language
 * @param key - the page
 * @public
 */
export function publicPath(language: PublicLanguage, key: PublicPageKey): string {
  const slug = PUBLIC_PAGES[key];
  return slug ? `/${language}/${slug}/` : `/${language}/`;
}

/**
 * The language of the public site for a visitor: the `languageType` of the URL when it has one
 * (1 is India, English; any other value Indonesia, as for every page), else the browser's first
 * language (English of any region is `en-IN`, anything else `id-ID`, the site's default).
 *
 * @param languageType - the URL's `languageType`, if any
 * @param browserLanguage - `navigator.language`, if any
 * @public
 */
export function publicLanguage(
  languageType: string | null | undefined,
  browserLanguage: string | null | undefined,
): PublicLanguage {
  if (languageType !== null && languageType !== undefined && languageType !== '')
    return languageType === '1' ? 'en-IN' : 'id-ID';
  return /^en\b/i.test(browserLanguage ?? '') ? 'en-IN' : 'id-ID';
}

const SECTION = /^[a-z-]+$/;

/**
 * Where an old hash URL of the public site leads: `#/About` to `/<language>/about/`, `#/` (and no
 * hash at all) to `/<language>/`, `#/?section=loan-terms` to `/<language>/#loan-terms`; the
 * language by {@link publicLanguage}. Null when the URL stays: a page that is not public, or a
 * page opened by the app, whose URL carries the shell's identity (a key other than
 * `languageType`): inside the webview the app's hash pages stay what the shell opened (its
 * `openPage` targets, the native routes `main` and `privacyPolicy`, are unchanged).
 *
 * @param href - the absolute URL of the page (the app's root document)
 * @param browserLanguage - `navigator.language`
 * @param inApp - whether this webview was opened by the app before (an identity it kept: a reload
 *   after the page took the identity out of its URL)
 * @returns the path of the public page (with a section's `#id`), or null
 * @public
 */
export function publicRedirect(
  href: string,
  browserLanguage?: string | null,
  inApp = false,
): string | null {
  const url = new URL(href);
  const hash = url.hash.replace(/^#/, '') || '/';
  const q = hash.indexOf('?');
  const path = q >= 0 ? hash.slice(0, q) : hash;
  const params = new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
  const key = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).find((k) => PAGES[k].path === path);
  if (!key) return null;
  const fromApp =
    inApp ||
    IDENTITY_KEYS.some((k) => k !== 'languageType' && (params.has(k) || url.searchParams.has(k)));
  if (fromApp) return null;
  const languageType = params.get('languageType') ?? url.searchParams.get('languageType');
  const target = publicPath(publicLanguage(languageType, browserLanguage), key);
  const section = key === 'home' ? (params.get('section') ?? '') : '';
  return SECTION.test(section) ? `${target}#${section}` : target;
}
