import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { type PageCall, useSubmit } from '../../lib/http';
import { usePage } from '../../lib/routes';

type Order = { productId: string; orderId: string };

/**
 * What both repayment pages (instalments, extension) open with: the page for its order and its
 * first call, and the way to pay an amount. Both pay on the virtual account from the server's
 * default method (`fresh=1`); the instalments say which periods (for the shell, which reads the
 * address). A second tap before the page is gone does nothing.
 */
export function useRepayPage(
  spec: typeof PAGES.repay | typeof PAGES.repayDelay,
  call: PageCall<Order>,
) {
  const page = usePage(spec, { ns: 'repay', title: 'title', missing: 'missingOrder', call });
  const { navigate, params } = page;
  const pay = useSubmit(
    async (amount: number, periods?: string) => {
      if (amount <= 0) return false;
      const { productId, orderId } = params;
      const to = { productId, orderId, amount: String(amount), periods, fresh: 1 };
      void navigate(pageHref(PAGES.paymentInstructions, to));
      return true;
    },
    { leaves: true },
  );
  return { ...page, pay };
}
