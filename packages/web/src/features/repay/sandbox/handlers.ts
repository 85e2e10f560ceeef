import type { HttpHandler } from 'msw';
import { checkOrder } from '../../../../sandbox/checks';
import { ok, sandboxRoute } from '../../../../sandbox/route';
import type { Market } from '../../../config/market';
import { DELAY_DETAIL_CALL, INSTALMENT_PLAN_CALL } from '../calls';
import { delayArea } from './delay-fixtures';
import { repayArea } from './fixtures';

/** What the server writes under an instalment, per market. */
const PERIOD_STATUS: Record<Market, { paid: string; unpaid: string }> = {
  IN: { paid: 'Paid', unpaid: 'Unpaid' },
  ID: { paid: 'Lunas', unpaid: 'Belum dibayar' },
};

/** Instalments and extension. */
export const repayHandlers: HttpHandler[] = [
  sandboxRoute(INSTALMENT_PLAN_CALL, ({ params, area, market }) => {
    const s = area(repayArea);
    const status = PERIOD_STATUS[market];
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    const item = (p: (typeof s.periods)[number]) => ({
      periodNo: p.periodNo,
      totalAmount: p.totalAmount,
      canClick: p.paid ? 0 : 1,
      periodStatus: p.paid ? 2 : 1,
      repayDes: p.paid ? status.paid : status.unpaid,
      dueTime: p.dueTime,
    });
    const wait = s.periods.filter((p) => !p.paid);
    return ok({
      productName: s.productName,
      repayWaitCount: wait.length,
      note: s.note,
      repayPlanDetail: {
        repayWaitDetail: wait.map(item),
        repayYetDetail: s.periods.filter((p) => p.paid).map(item),
      },
    });
  }),

  sandboxRoute(DELAY_DETAIL_CALL, ({ params, area }) => {
    const s = area(delayArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    return ok({
      productName: s.productName,
      productLogo: s.productLogo,
      delayShouldPayAmount: s.delayShouldPayAmount,
      delayExpiryTime: s.delayExpiryTime,
      orderDetail: { detail: s.detail },
      telephone: s.telephone,
    });
  }),
];
