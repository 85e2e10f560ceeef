import type { Bank, MarketOption } from './api/init-pay-type';
import {
  PAY_TYPE_BANK,
  PAY_TYPE_MARKET,
  type PayChoice,
  type PayType,
  specificNumber,
} from './stores/pay-choice-store';

/** The specification's default mini market. */
export const DEFAULT_MARKET = 'ALFAMART';

/** What the borrower has picked on the choice page so far. */
export interface Draft {
  payType: PayType;
  /** The bank's code, '' for none. */
  bank: string;
  /** The bank method's 0-based number, null for none. */
  method: number | null;
  /** The market's code, '' for none (the default applies once the markets are known). */
  market: string;
}

export type RuleError = 'bankFirst' | 'incomplete';

/** The page starts from the stored choice, or from a bank with nothing picked. */
export function draftFromStored(stored: PayChoice): Draft {
  const payType = stored.payType || PAY_TYPE_BANK;
  return {
    payType,
    bank: payType === PAY_TYPE_BANK ? stored.payCode : '',
    method: payType === PAY_TYPE_BANK ? specificNumber(stored) : null,
    market: payType === PAY_TYPE_MARKET ? stored.payCode : '',
  };
}

/** Another type clears the bank, the method and the market. */
export function chooseType(draft: Draft, payType: PayType): Draft {
  if (payType === draft.payType) return draft;
  return { payType, bank: '', method: null, market: '' };
}

/** Another bank has other methods: the method picked for the old one is cleared. */
export function chooseBank(draft: Draft, bank: string): Draft {
  return bank === draft.bank ? draft : { ...draft, bank, method: null };
}

/** A method belongs to a bank, so it needs one first. */
export function chooseMethod(draft: Draft, method: number): Draft | RuleError {
  if (!draft.bank) return 'bankFirst';
  return { ...draft, method };
}

export function chooseMarket(draft: Draft, market: string): Draft {
  return { ...draft, market };
}

/** The market shown as chosen: the picked one, else ALFAMART when the list has it. */
export function effectiveMarket(draft: Draft, markets: readonly MarketOption[]): string {
  if (draft.market && markets.some((m) => m.payCode === draft.market)) return draft.market;
  return markets.some((m) => m.payCode === DEFAULT_MARKET) ? DEFAULT_MARKET : '';
}

/** The choice to store, or why it is not complete: a bank needs a bank (and a method when it has any), a market a market. */
export function completeChoice(
  draft: Draft,
  banks: readonly Bank[],
  markets: readonly MarketOption[],
): { payType: PayType; payCode: string; methodIndex: number | null } | RuleError {
  if (draft.payType === PAY_TYPE_MARKET) {
    const market = effectiveMarket(draft, markets);
    return market ? { payType: PAY_TYPE_MARKET, payCode: market, methodIndex: null } : 'incomplete';
  }
  const bank = banks.find((b) => b.payCode === draft.bank);
  if (!bank) return 'incomplete';
  if (bank.methods.length === 0)
    return { payType: PAY_TYPE_BANK, payCode: bank.payCode, methodIndex: null };
  if (draft.method === null || draft.method < 0 || draft.method >= bank.methods.length)
    return 'incomplete';
  return { payType: PAY_TYPE_BANK, payCode: bank.payCode, methodIndex: draft.method };
}
