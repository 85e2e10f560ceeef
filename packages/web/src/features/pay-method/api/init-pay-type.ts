import * as v from 'valibot';
import { defineEndpoint, type Endpoint, list, text, useCallQuery } from '../../../lib/http';
import { INIT_PAY_TYPE_CALL } from '../calls';
import { PAY_TYPE_BANK, PAY_TYPE_MARKET, type PayType } from '../stores/pay-type';

const bank = v.pipe(
  v.object({ bankName: text, payCode: text, methodList: list(text) }),
  v.transform((b) => ({
    bankName: b.bankName,
    payCode: b.payCode || b.bankName,
    methods: b.methodList.filter(Boolean),
  })),
);

// Markets arrive as plain codes ('ALFAMART') or as objects carrying the code.
const market = v.pipe(
  v.union([v.string(), v.object({ payCode: text, marketName: text })]),
  v.transform((m) =>
    typeof m === 'string'
      ? { payCode: m, name: m }
      : { payCode: m.payCode, name: m.marketName || m.payCode },
  ),
);

export type Bank = v.InferOutput<typeof bank>;
export type MarketOption = v.InferOutput<typeof market>;

/** POST /v3/loan-details/init-pay-type with pay_type 1: the banks and each bank's methods. */
export const initBanks = defineEndpoint({ ...INIT_PAY_TYPE_CALL, schema: list(bank) });
/** POST /v3/loan-details/init-pay-type with pay_type 2: the mini markets. */
export const initMarkets = defineEndpoint({ ...INIT_PAY_TYPE_CALL, schema: list(market) });

type Order = { productId: string; orderId: string };

/** One type's options, asked while the borrower is on that type (`current`). */
function useOptions<T>(endpoint: Endpoint<T>, order: Order, type: PayType, current: PayType) {
  const input = { ...order, payType: type };
  return useCallQuery(endpoint, INIT_PAY_TYPE_CALL, input, { enabled: current === type });
}

/** The banks, asked while the borrower is on the bank type. */
export const useBanks = (order: Order, current: PayType) =>
  useOptions(initBanks, order, PAY_TYPE_BANK, current);

/** The mini markets, asked while the borrower is on the market type. */
export const useMarkets = (order: Order, current: PayType) =>
  useOptions(initMarkets, order, PAY_TYPE_MARKET, current);
