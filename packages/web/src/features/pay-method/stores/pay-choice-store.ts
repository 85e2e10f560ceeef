import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { borrowerLocalStorage } from '../../../lib/identity';
import { remove } from '../../../lib/storage';
import {
  FRESH_CHOICE,
  PAY_CHOICE_KEY,
  PAY_CHOICE_VERSION,
  type PayChoice,
  type PayType,
} from './pay-type';

export {
  PAY_TYPE_BANK,
  PAY_TYPE_MARKET,
  type PayChoice,
  type PayType,
  specificNumber,
} from './pay-type';

interface PayChoiceStore extends PayChoice {
  /** A new repayment starts: nothing chosen, the server's default method. */
  startFresh(): void;
  /** A new method type: the bank or market and the method chosen before no longer apply. */
  changeType(payType: PayType): void;
  /** The borrower's complete choice. `methodIndex` is the method's 0-based number, or null. */
  choose(choice: { payType: PayType; payCode: string; methodIndex: number | null }): void;
}

// A choice stored before it was kept per borrower cannot be told apart: it is not used.
remove('local', PAY_CHOICE_KEY);

export const usePayChoice = create<PayChoiceStore>()(
  persist(
    (set) => ({
      ...FRESH_CHOICE,
      startFresh: () => set({ ...FRESH_CHOICE }),
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
      version: PAY_CHOICE_VERSION,
      // lib/storage already (de)serialises JSON, so it is the persist storage itself; the
      // borrower's own keys (another borrower on this phone starts fresh).
      storage: borrowerLocalStorage,
      partialize: ({ payType, payCode, specificNum, isDefault }) => ({
        payType,
        payCode,
        specificNum,
        isDefault,
      }),
    },
  ),
);
