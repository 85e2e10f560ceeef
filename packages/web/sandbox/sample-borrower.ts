import { PAGES, pageHref, putIdentity, SAMPLE_IDENTITY } from '@hybrid-loan/bridge-sdk/contract';

/** The signed-in sample borrower (the routes contract's), for the sandbox's own users. */
export { SAMPLE_IDENTITY };

/** A signed-in sample borrower on a page, by default loan details (what `npm start` prints and opens). */
export function sampleBorrowerUrl(base: string, route = pageHref(PAGES.loanDetails)): string {
  return putIdentity(base, route, SAMPLE_IDENTITY);
}
