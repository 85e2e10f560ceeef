import { IDENTITY_KEYS, type Identity } from './identity.js';
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
 * and lead a visitor there (see {@link publicRedirect}).
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
 * Where an old hash URL of the public site leads a visitor: `#/About` to `/<language>/about/`,
 * `#/` (and no hash at all) to `/<language>/`, `#/?section=loan-terms` to `/<language>/#loan-terms`;
 * the language by {@link publicLanguage} from the identity's `languageType`. Null when the page
 * stays: a page that is not public, or one opened by the app, whose identity has a key other than
 * `languageType` (the shell's): inside the webview the app's hash pages stay what the shell opened
 * (its `openPage` targets, the native routes `main` and `privacyPolicy`, are unchanged).
 *
 * @param hashPath - the hash URL's path, e.g. `/About` (`/` for none)
 * @param identity - the identity the page was opened with (from its URL, or kept by its webview)
 * @param browserLanguage - `navigator.language`
 * @param section - the home page's `section` parameter, if any
 * @returns the path of the public page (with a section's `#id`), or null
 * @public
 */
export function publicRedirect(
  hashPath: string,
  identity: Identity,
  browserLanguage?: string | null,
  section?: string | null,
): string | null {
  const key = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).find(
    (k) => PAGES[k].path === (hashPath || '/'),
  );
  if (!key || IDENTITY_KEYS.some((k) => k !== 'languageType' && identity[k])) return null;
  const target = publicPath(publicLanguage(identity.languageType, browserLanguage), key);
  const id = key === 'home' ? (section ?? '') : '';
  return SECTION.test(id) ? `${target}#${id}` : target;
}
