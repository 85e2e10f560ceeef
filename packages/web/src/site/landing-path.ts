import type { PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';

/**
 * The slug of the campaign registration landing (the page table's `registerTemplate`) as static
 * HTML: `/<language>/register/?id=…&app_from=…`, its frame and form prerendered per language, the
 * campaign's template fetched once the page is live. Not one of the contract's `PUBLIC_PAGES`: a
 * landing means something only with a campaign's parameters, so it is neither in the sitemap nor
 * indexed (`noindex`), and a campaign link names it itself.
 */
export const CAMPAIGN_LANDING_SLUG = 'register';

/** The landing's path in a language (`/en-IN/register/`), without the campaign's query string. */
export function landingPath(language: PublicLanguage): string {
  return `/${language}/${CAMPAIGN_LANDING_SLUG}/`;
}
