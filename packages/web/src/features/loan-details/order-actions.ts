/** What the action area of the details page shows for an order. */
export interface OrderActions {
  repay: boolean;
  /** The delay-repay (extension) line under the repay button. */
  delay: boolean;
  applyMore: boolean;
  /** A settled order (the borrow-again statuses): a way on to the borrower's orders (goMine). */
  myOrders: boolean;
  /** The recommended products and the 'more products' link. */
  recommend: boolean;
}

const REPAY_WITH_DELAY = new Set(['174', '180', '3', '5']);
const REPAY_ONLY = new Set(['170']);
const APPLY_MORE = new Set(['200', '4']);
// Architecture decision: the list is hidden only for these; every other status shows it.
const NO_RECOMMEND = new Set(['170', '174', '180', '200']);

/** The specification's table of order statuses (strings, as the server sends them). */
export function orderActions(status: string, isDelay: string): OrderActions {
  const s = status.trim();
  const repayWithDelay = REPAY_WITH_DELAY.has(s);
  return {
    repay: repayWithDelay || REPAY_ONLY.has(s),
    delay: repayWithDelay && isDelay === '1',
    applyMore: APPLY_MORE.has(s),
    myOrders: APPLY_MORE.has(s),
    recommend: !NO_RECOMMEND.has(s),
  };
}
