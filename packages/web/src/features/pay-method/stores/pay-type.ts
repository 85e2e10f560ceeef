import { borrowerStorageKey } from '../../../lib/identity';
import { readJson } from '../../../lib/storage';

// The stored pay choice's shape and how to read it, apart from the store (which brings zustand),
// so the entry can send the page's first call.

export type PayType = '1' | '2';
export const PAY_TYPE_BANK: PayType = '1';
export const PAY_TYPE_MARKET: PayType = '2';

/**
 * The name the pay choice store persists under (zustand `persist`: `{ state, version }`), in the
 * borrower's own storage (`borrowerStorageKey`): another borrower never sees it, and it is cleared
 * with the identity.
 */
export const PAY_CHOICE_KEY = 'pay-choice';
/** The storage key of the signed-in borrower's pay choice. */
export const payChoiceStorageKey = (): string => borrowerStorageKey(PAY_CHOICE_KEY);
/** The store's `persist` version: a stored choice of another version is not used. */
export const PAY_CHOICE_VERSION = 1;

export interface PayChoice {
  /** '1' bank, '2' mini market; '' before the borrower chose. */
  payType: PayType | '';
  /** The bank's or the market's code. */
  payCode: string;
  /**
   * The chosen bank method's number plus one. Stored offset by one because 0 is a real method
   * number (the first method) and must stay distinguishable from "no method chosen", which is 0
   * here; see `specificNumber`.
   */
  specificNum: number;
  /** 1 when the repayment is fresh (the server picks its default method), 0 once the borrower chose. */
  isDefault: 0 | 1;
}

/** Nothing chosen: the server's default method. */
export const FRESH_CHOICE: PayChoice = { payType: '', payCode: '', specificNum: 0, isDefault: 1 };

/**
 * The choice the store starts with, read without it, as zustand's `persist` reads it: the stored
 * state merged over the fresh choice, unless it carries another version (no migration: fresh).
 */
export function storedPayChoice(): PayChoice {
  const stored = readJson<{ state?: Partial<PayChoice>; version?: unknown }>(
    'local',
    payChoiceStorageKey(),
  );
  if (!stored?.state) return FRESH_CHOICE;
  if (typeof stored.version === 'number' && stored.version !== PAY_CHOICE_VERSION)
    return FRESH_CHOICE;
  return { ...FRESH_CHOICE, ...stored.state };
}

/**
 * The method type the page opens on: a fresh repayment or no choice yet is the bank list (the
 * server's default), else the type the borrower chose before. The same rule as `draftFromStored`.
 */
export function openingPayType(fresh: boolean): PayType {
  if (fresh) return PAY_TYPE_BANK;
  return storedPayChoice().payType === PAY_TYPE_MARKET ? PAY_TYPE_MARKET : PAY_TYPE_BANK;
}

/** The 0-based method number the server expects, or null when none was chosen. */
export function specificNumber(choice: Pick<PayChoice, 'specificNum'>): number | null {
  return choice.specificNum > 0 ? choice.specificNum - 1 : null;
}
