import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { zustandLocalStorage } from '../../../lib/storage';
import { PAY_CHOICE_KEY, type PayType } from './pay-type';

export { PAY_TYPE_BANK, PAY_TYPE_MARKET, type PayType } from './pay-type';

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

interface PayChoiceStore extends PayChoice {
  /** A new repayment starts: nothing chosen, the server's default method. */
  startFresh(): void;
  /** A new method type: the bank or market and the method chosen before no longer apply. */
  changeType(payType: PayType): void;
  /** The borrower's complete choice. `methodIndex` is the method's 0-based number, or null. */
  choose(choice: { payType: PayType; payCode: string; methodIndex: number | null }): void;
}

const FRESH: PayChoice = { payType: '', payCode: '', specificNum: 0, isDefault: 1 };

export const usePayChoice = create<PayChoiceStore>()(
  persist(
    (set) => ({
      ...FRESH,
      startFresh: () => set({ ...FRESH }),
      changeType: (payType) => set({ payType, payCode: '', specificNum: 0 }),
      choose: ({ payType, payCode, methodIndex }) =>
        set({
          payType,
          payCode,
          specificNum: methodIndex === null ? 0 : methodIndex + 1,
          isDefault: 0,
        }),
    }),
    {
      name: PAY_CHOICE_KEY,
      version: 1,
      // lib/storage already (de)serialises JSON, so it is the persist storage itself.
      storage: zustandLocalStorage,
      partialize: ({ payType, payCode, specificNum, isDefault }) => ({
        payType,
        payCode,
        specificNum,
        isDefault,
      }),
    },
  ),
);

/** The 0-based method number the server expects, or null when none was chosen. */
export function specificNumber(choice: Pick<PayChoice, 'specificNum'>): number | null {
  return choice.specificNum > 0 ? choice.specificNum - 1 : null;
}
