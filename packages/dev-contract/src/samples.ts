import {
  DEV_PAGES,
  type IdentityKey,
  PAGES,
  type PageKey,
  pageHref,
} from '@hybrid-loan/bridge-sdk/contract';

/**
 * The signed-in sample borrower (Indonesia, Android) that `npm start` opens and the sandbox knows.
 */
export const SAMPLE_IDENTITY: { readonly [K in IdentityKey]: string } = {
  deviceId: 'sample-device',
  appMarket: 'googleplay',
  appVersion: '3.2.0',
  token: 'sample-token',
  appType: '1',
  deviceName: 'Redmi 9A',
  osVersion: '11',
  gid: 'g-1001',
  platform: 'android',
  languageType: '2',
};

const order = { productId: '1', orderId: '1001' };

/**
 * Sample parameter values that open each page of the contract's page table with the sandbox's
 * data (the sample borrower's order 1001). Only parameters the page reads; a path parameter
 * always has one.
 */
export const PAGE_SAMPLES: { readonly [K in PageKey]?: { readonly [name: string]: string } } = {
  loanConfirm: { productId: '1' },
  loanDetails: order,
  relevant: { scene: '1' },
  repay: order,
  repayDelay: order,
  // The pay routes' sample amount is the sample order's repayment (principal 1,500,000 + fees).
  payMethod: { ...order, amount: '1575000' },
  paymentInstructions: { ...order, amount: '1575000', display: '1' },
  complaintForm: { problemType: '1', problemSonType: '1', orderNo: '1001' },
  complaintDetails: { problemId: '1' },
  chatbot: { selectedIndex: '0', orderNo: '1001' },
  registerTemplate: { id: '1', app_from: 'h5', user_from: 'ads', utm_tag: 'x', links_id: '1' },
  borrowDetail: { orderId: '1001' },
};

/**
 * A page's hash path with its sample parameters, e.g. `sampleHref('loanDetails')` is
 * `/loanDetails?productId=1&orderId=1001`; `extra` values are added (or replace a sample's).
 */
export function sampleHref(
  key: PageKey | keyof typeof DEV_PAGES,
  extra: { readonly [name: string]: string } = {},
): string {
  const spec = key in DEV_PAGES ? DEV_PAGES[key as keyof typeof DEV_PAGES] : PAGES[key as PageKey];
  return pageHref(spec, { ...PAGE_SAMPLES[key as PageKey], ...extra });
}
