import type { ComponentType } from 'react';

/** One route of the app; features declare theirs in `features/<name>/routes.ts`. */
export interface RouteDef {
  /** Path pattern inside the hash, e.g. `/loanDetails` or `/borrowDetail/:orderId`. */
  path: string;
  /** Loads the page lazily: one chunk per feature. */
  load: () => Promise<ComponentType>;
  /** The page needs a signed-in borrower (a token in the identity). */
  borrower?: boolean;
  /** Development and sandbox builds only. */
  devOnly?: boolean;
}
