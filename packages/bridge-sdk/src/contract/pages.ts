import type { NativeRoute } from './native-routes.js';

/**
 * One page of the routes contract: where it lives and what it needs.
 *
 * @public
 */
export interface PageSpec {
  /** The hash path, e.g. `/loanDetails`; `:name` marks a path parameter (`/borrowDetail/:orderId`). */
  readonly path: string;
  /**
   * The parameters the page reads (path parameters included), and only those. A name has one type
   * across the table: the {@link FLAG_PARAMS} are yes/no (`1` is yes), every other one is text.
   */
  readonly params: readonly string[];
  /** Whether the page needs a signed-in borrower (a `token` in the identity). */
  readonly borrower: boolean;
  /** The native route key whose web fallback is this page, if any. */
  readonly native?: NativeRoute;
}

/**
 * The parameters that are yes/no flags on every page that reads them: `1` is yes, anything else
 * (or none) no. Every other parameter of the table is text (empty when absent).
 *
 * @public
 */
export const FLAG_PARAMS = ['display', 'fresh'] as const;

/**
 * A page's parameters as the page reads them: text, or a boolean for the {@link FLAG_PARAMS}.
 *
 * @public
 */
export type PageParams<S extends PageSpec> = {
  readonly [K in S['params'][number]]: K extends (typeof FLAG_PARAMS)[number] ? boolean : string;
};

/**
 * A row of the page table: a {@link PageSpec} whose parameters are known by name, so a page reads
 * them typed ({@link PageParams}).
 *
 * @public
 */
export interface PageRow<P extends readonly string[]> extends PageSpec {
  readonly params: P;
}

const page = <const P extends readonly string[]>(
  path: string,
  borrower: boolean,
  params: P,
  extra: Pick<PageSpec, 'native'> = {},
): PageRow<P> => ({ path, params, borrower, ...extra });

// The campaign a page was opened with, carried on to the products it opens.
const campaign = ['utm_tag', 'app_from', 'user_from'] as const;
const landing = ['id', ...campaign, 'links_id', 'down_id', 'invite_code'] as const;

/**
 * The page table of the routes contract: every path the shells, links and QA open, keyed by route
 * key. The web app maps each key to its page; the emulator, the sandbox and the tests take paths
 * and borrower needs from here. Paths are what native teams ship: never change one.
 *
 * @public
 */
export const PAGES = {
  home: page('/', false, ['section'], { native: 'main' }),
  sitePolicy: page('/Policy', false, []),
  siteLoan: page('/Loan', false, []),
  siteAbout: page('/About', false, []),
  siteUser: page('/User', false, []),
  siteContact: page('/Contact', false, []),
  privacyPolicy: page('/privacyPolicy', false, [], { native: 'privacyPolicy' }),
  loanTerms: page('/loanTerms', false, []),
  aboutUs: page('/aboutUs', false, [], { native: 'aboutUs' }),
  customerService: page('/customerService', false, ['orderNo'], { native: 'customerService' }),
  loanAgreement: page('/loanAgreement', false, [], { native: 'loanAgreement' }),
  loanConfirm: page('/loanConfirm', true, ['productId', 'orderId'], {
    native: 'confirm',
  }),
  loanDetails: page('/loanDetails', true, ['productId', 'orderId'], {
    native: 'loanDetail',
  }),
  jointLoginFailure: page('/jointLoginFailure', true, campaign, { native: 'error' }),
  relevant: page('/relevant', true, ['scene', 'position', ...campaign], {
    native: 'recommendList',
  }),
  repay: page('/repay', true, ['productId', 'orderId'], { native: 'repay' }),
  repayDelay: page('/repayDelay', true, ['productId', 'orderId'], {
    native: 'repayDelay',
  }),
  payMethod: page('/individual', true, ['productId', 'orderId', 'amount', 'fresh', 'from'], {
    native: 'repayChoice',
  }),
  paymentInstructions: page('/that', true, ['productId', 'orderId', 'amount', 'display', 'fresh'], {
    native: 'collectionInstructions',
  }),
  complaint: page('/complaint', true, ['orderNo', 'orderId'], { native: 'complaint' }),
  complaintForm: page('/complainPageNext', true, ['problemType', 'problemSonType', 'orderNo']),
  complaintList: page('/complaintList', true, []),
  complaintDetails: page('/complainDetails', true, ['problemId']),
  complainNewPage: page('/complainNewPage', true, ['orderNo']),
  chatbot: page('/intelligentCustomerService', true, ['selectedIndex', 'orderNo']),
  registerTemplate: page('/registerTemplate', false, landing),
  downloadTemplate: page('/downloadTemplate', false, landing),
  agreementTemplate: page('/agreementTemplate', false, landing),
  borrowDetail: page('/borrowDetail/:orderId', true, [
    'orderId',
    'productId',
    'amount',
    'userId',
    'lang',
  ]),
  addNormalCard: page('/addnormalcard', true, ['orderId', 'productId', 'lang']),
  alipayRepayment: page('/alipayrepayment', true, ['orderId', 'amount', 'userId', 'lang']),
} as const satisfies { readonly [key: string]: PageSpec };

/**
 * The developer pages: absent from production builds (a production bundle must not even hold
 * their paths, so they stand apart from {@link PAGES}).
 *
 * @public
 */
// A plain literal, so that bundlers drop it whole when unused.
export const DEV_PAGES = {
  testPreview: { path: '/testPreview', params: [], borrower: false },
} as const satisfies { readonly [key: string]: PageSpec };

/**
 * A route key of {@link PAGES}.
 *
 * @public
 */
export type PageKey = keyof typeof PAGES;
