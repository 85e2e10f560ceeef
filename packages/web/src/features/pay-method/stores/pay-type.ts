import { readJson } from '../../../lib/storage';

// Apart from the store (which brings zustand) so the entry can send the page's first read.

export type PayType = '1' | '2';
export const PAY_TYPE_BANK: PayType = '1';
export const PAY_TYPE_MARKET: PayType = '2';

/** The storage key the pay choice store persists under (zustand `persist`: `{ state, version }`). */
export const PAY_CHOICE_KEY = 'pay-choice';

/**
 * The method type the page opens on: a fresh repayment or no choice yet is the bank list (the
 * server's default), else the type the borrower chose before. The same rule as `draftFromStored`.
 */
export function openingPayType(fresh: boolean): PayType {
  if (fresh) return PAY_TYPE_BANK;
  const stored = readJson<{ state?: { payType?: unknown } }>('local', PAY_CHOICE_KEY);
  return stored?.state?.payType === PAY_TYPE_MARKET ? PAY_TYPE_MARKET : PAY_TYPE_BANK;
}
