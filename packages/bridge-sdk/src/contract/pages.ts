import type { NativeRoute } from './native-routes.js';

/**
 * One page of the routes contract: where it lives and what it needs.
 *
 * @public
 */
export interface PageSpec {
  /** The hash path, e.g. `/loanDetails`; `:name` marks a path parameter (`/borrowDetail/:orderId`). */
  readonly path: string;
  /** The parameters of the contract the page reads (path parameters included). */
  readonly params: readonly string[];
  /** Whether the page needs a signed-in borrower (a `token` in the identity). */
  readonly borrower: boolean;
  /** The native route key whose web fallback is this page, if any. */
  readonly native?: NativeRoute;
}

const page = (
  path: string,
  borrower: boolean,
  params: readonly string[] = [],
  extra: Pick<PageSpec, 'native'> = {},
): PageSpec => ({ path, params, borrower, ...extra });

/**
 * The page table of the routes contract: every path the shells, links and QA open, keyed by route
 * key. The web app maps each key to its page; the emulator, the sandbox and the tests take paths
 * and borrower needs from here. Paths are what native teams ship: never change one.
 *
 * @public
 */
export const PAGES = {
  home: page('/', false, ['section'], { native: 'main' }),
  sitePolicy: page('/Policy', false),
  siteLoan: page('/Loan', false),
  siteAbout: page('/About', false),
  siteUser: page('/User', false),
  siteContact: page('/Contact', false),
  privacyPolicy: page('/privacyPolicy', false, [], { native: 'privacyPolicy' }),
  loanTerms: page('/loanTerms', false),
  aboutUs: page('/aboutUs', false, [], { native: 'aboutUs' }),
  customerService: page('/customerService', false, [], { native: 'customerService' }),
  loanAgreement: page('/loanAgreement', false, [], { native: 'loanAgreement' }),
  loanConfirm: page('/loanConfirm', true, ['productId'], { native: 'confirm' }),
  loanDetails: page('/loanDetails', true, ['productId', 'orderId'], { native: 'loanDetail' }),
  jointLoginFailure: page('/jointLoginFailure', true, [], { native: 'error' }),
  relevant: page('/relevant', true, ['scene'], { native: 'recommendList' }),
  repay: page('/repay', true, ['productId', 'orderId'], { native: 'repay' }),
  repayDelay: page('/repayDelay', true, ['productId', 'orderId'], { native: 'repayDelay' }),
  payMethod: page('/individual', true, ['productId', 'orderId', 'amount'], {
    native: 'repayChoice',
  }),
  paymentInstructions: page('/that', true, ['productId', 'orderId', 'amount', 'display'], {
    native: 'collectionInstructions',
  }),
  complaint: page('/complaint', true, ['orderNo'], { native: 'complaint' }),
  complaintForm: page('/complainPageNext', true, ['problemType', 'problemSonType', 'orderNo']),
  complaintList: page('/complaintList', true),
  complaintDetails: page('/complainDetails', true, ['problemId']),
  complainNewPage: page('/complainNewPage', true),
  chatbot: page('/intelligentCustomerService', true, ['selectedIndex', 'orderNo']),
  registerTemplate: page('/registerTemplate', false, [
    'id',
    'app_from',
    'user_from',
    'utm_tag',
    'links_id',
    'down_id',
  ]),
  downloadTemplate: page('/downloadTemplate', false),
  agreementTemplate: page('/agreementTemplate', false),
  borrowDetail: page('/borrowDetail/:orderId', true, ['orderId']),
  addNormalCard: page('/addnormalcard', true),
  alipayRepayment: page('/alipayrepayment', true),
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

/**
 * A page's hash path with parameters: `:name` segments filled (URI-encoded), the other non-empty
 * values as the query. For example `pageHref(PAGES.borrowDetail, { orderId: '7' })` is
 * `/borrowDetail/7`.
 *
 * @param spec - the page, e.g. `PAGES.loanDetails`
 * @param params - the values (none by default)
 * @public
 */
export function pageHref(
  spec: PageSpec,
  params: { readonly [name: string]: string | number | null | undefined } = {},
): string {
  const query = new URLSearchParams();
  const used: { [name: string]: true } = {};
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => {
    used[name] = true;
    return encodeURIComponent(String(params[name] ?? ''));
  });
  for (const [name, value] of Object.entries(params))
    if (!used[name] && value !== undefined && value !== null && value !== '')
      query.set(name, String(value));
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * Where each native route lands in the web app (`#/path`), from the page table: what the SDK's
 * web fallback of `openPage({ route })` opens when no shell is there.
 *
 * @public
 */
export function nativeRoutePaths(): { [R in NativeRoute]?: string } {
  const out: { [R in NativeRoute]?: string } = {};
  for (const spec of Object.values(PAGES) as PageSpec[])
    if (spec.native) out[spec.native] = `#${spec.path}`;
  return out;
}
