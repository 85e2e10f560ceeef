import type { ComponentType } from 'react';
import type { EarlyRead } from '../http/early-request';

/** One route of the app; features declare theirs in `features/<name>/routes.ts`. */
export interface RouteDef {
  /** Path pattern inside the hash, e.g. `/loanDetails` or `/borrowDetail/:orderId`. */
  path: string;
  /** Loads the page lazily: one chunk per feature. */
  load: () => Promise<ComponentType>;
  /**
   * The i18n namespaces the page shows (besides `common` and `ui`): the entry starts them with
   * the page's chunk, and i18next has them before the first render, so the page does not suspend.
   */
  namespaces?: readonly string[];
  /** The page needs a signed-in borrower (a token in the identity). */
  borrower?: boolean;
  /**
   * The page's first reads (one or several), from the hash query: the entry sends them before
   * React loads (each of the page's queries must ask for the same method, path and params to adopt
   * one). Plain data, no schema, so the routes table stays small.
   */
  earlyRead?: (query: URLSearchParams) => readonly EarlyRead[] | null;
  /** Development and sandbox builds only. */
  devOnly?: boolean;
}
