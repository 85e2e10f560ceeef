import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';

const order = { productId: '1', orderId: '1001' };

/** The pages a developer jumps to from the developer page, with sample query parameters. */
export const PREVIEW_LINKS = [
  { key: 'confirm', to: pageHref(PAGES.loanConfirm) },
  { key: 'loanDetail', to: pageHref(PAGES.loanDetails) },
  { key: 'repay', to: pageHref(PAGES.repay) },
  { key: 'extension', to: pageHref(PAGES.repayDelay) },
  { key: 'aboutUs', to: pageHref(PAGES.aboutUs) },
  { key: 'complaint', to: pageHref(PAGES.complaint) },
  { key: 'customerService', to: pageHref(PAGES.customerService) },
  { key: 'privacyPolicy', to: pageHref(PAGES.privacyPolicy) },
  {
    key: 'repayInstructions',
    to: pageHref(PAGES.paymentInstructions, { ...order, amount: '1500000' }),
  },
  { key: 'payMethod', to: pageHref(PAGES.payMethod, { ...PAGES.payMethod.sample, fresh: '1' }) },
  { key: 'legacyRepay', to: pageHref(PAGES.borrowDetail) },
  {
    key: 'registration',
    to: pageHref(PAGES.registerTemplate, {
      id: '1',
      app_from: 'preview',
      user_from: 'dev',
      utm_tag: 'test',
    }),
  },
] as const;
