import * as v from 'valibot';
import { defineEndpoint, list, text, useApiQuery } from '../../../lib/http';
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

const path = '/v3/loan-details/init-pay-type';

/** POST /v3/loan-details/init-pay-type with pay_type 1: the banks and each bank's methods. */
export const initBanks = defineEndpoint({ method: 'POST', path, schema: list(bank) });
/** POST /v3/loan-details/init-pay-type with pay_type 2: the mini markets. */
export const initMarkets = defineEndpoint({ method: 'POST', path, schema: list(market) });

export function useBanks(productId: string, orderId: string, payType: PayType) {
  return useApiQuery(
    initBanks,
    { productId, orderId, pay_type: PAY_TYPE_BANK },
    { enabled: payType === PAY_TYPE_BANK },
  );
}

export function useMarkets(productId: string, orderId: string, payType: PayType) {
  return useApiQuery(
    initMarkets,
    { productId, orderId, pay_type: PAY_TYPE_MARKET },
    { enabled: payType === PAY_TYPE_MARKET },
  );
}
