import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { toNumber } from '../../lib/format/numbers';
import { declarePage } from '../../lib/routes/page-decl';

// The legacy store's declarations. Their first call (the cards) carries the order and the language
// in its path and waits for the router (a pattern route), so none is sent early.

/** `/borrowDetail/:orderId`: the card repayment. */
export const borrowDetailPage = declarePage(PAGES.borrowDetail, { required: ['orderId'] });

/** `/addnormalcard`: binding a card in the shell's bank flow. */
export const addNormalCardPage = declarePage(PAGES.addNormalCard);

/** `/alipayrepayment`: the Alipay payment of a positive amount. */
export const alipayRepaymentPage = declarePage(PAGES.alipayRepayment, {
  valid: (p) => Boolean(p.orderId) && toNumber(p.amount) > 0,
});
