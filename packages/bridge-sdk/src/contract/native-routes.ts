/**
 * Every native route key, in the order of the product specification (section 2).
 *
 * @public
 */
export const NATIVE_ROUTES = [
  'error',
  'loanDetail',
  'confirm',
  'whetherRepay',
  'order',
  'recommendList',
  'customerService',
  'repay',
  'repayDelay',
  'repayChoice',
  'loanAgreement',
  'privacyPolicy',
  'aboutUs',
  'complaint',
  'bindCard',
  'product',
  'collectionInstructions',
  'setting',
  'main',
  'login',
  'productDetail',
  'public',
  'personal',
  'job',
  'ext',
  'bank',
  'enum',
  'text',
  'citySelect',
  'day',
] as const;

/**
 * A screen of the app that `openPage({ route })` opens natively: one of the route keys of the
 * product specification (section 2).
 *
 * @public
 */
export type NativeRoute = (typeof NATIVE_ROUTES)[number];
