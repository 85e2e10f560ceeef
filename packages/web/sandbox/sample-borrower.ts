import { putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { SAMPLE_IDENTITY, sampleHref } from '@hybrid-loan/dev-contract';

/** The signed-in sample borrower (the dev tools' shared one), for the sandbox's own users. */
export { SAMPLE_IDENTITY };

/** A signed-in sample borrower on a page, by default loan details (what `npm start` prints and opens). */
export function sampleBorrowerUrl(base: string, route = sampleHref('loanDetails')): string {
  return putIdentity(base, route, SAMPLE_IDENTITY);
}
