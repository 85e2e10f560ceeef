import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
// A developer page (never in a production build, see app/routes.ts): it takes the dev tools'
// sample parameters.
import { sampleHref } from '@hybrid-loan/dev-contract';

const order = { productId: '1', orderId: '1001' };

/** The pages a developer jumps to from the developer page, with sample query parameters. */
export const PREVIEW_LINKS = [
  { key: 'confirm', to: sampleHref('loanConfirm') },
  { key: 'loanDetail', to: sampleHref('loanDetails') },
  { key: 'repay', to: sampleHref('repay') },
  { key: 'extension', to: sampleHref('repayDelay') },
  { key: 'aboutUs', to: sampleHref('aboutUs') },
  { key: 'complaint', to: sampleHref('complaint') },
  { key: 'customerService', to: sampleHref('customerService') },
  { key: 'privacyPolicy', to: sampleHref('privacyPolicy') },
  {
    key: 'repayInstructions',
    to: pageHref(PAGES.paymentInstructions, { ...order, amount: '1500000' }),
  },
  { key: 'payMethod', to: sampleHref('payMethod', { fresh: '1' }) },
  { key: 'legacyRepay', to: sampleHref('borrowDetail') },
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
