import type { PageCall } from '../http/page-call';

/** What a page cannot show without; lacking it, its frame says so and offers the way back. */
export interface PageNeeds<P> {
  /** Parameters of its contract row that must not be empty. */
  required?: readonly (keyof P)[];
  /** Its own rule beyond those (a positive amount, say). */
  valid?: (page: P) => boolean;
  /** Its first call: the page lacks what that call cannot be made without. */
  call?: PageCall<P>;
}

/** Whether the page lacks what it needs (see PageNeeds). */
export function pageMissing<P>(page: P, needs: PageNeeds<P>): boolean {
  if (needs.required?.some((name) => !page[name])) return true;
  if (needs.valid && !needs.valid(page)) return true;
  return needs.call !== undefined && needs.call.params(page) === null;
}
