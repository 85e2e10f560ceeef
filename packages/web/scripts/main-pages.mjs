import { PAGES, pageHref, putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { SAMPLE_IDENTITY, sampleHref } from '@hybrid-loan/dev-contract';

/** The registration template `id` of a campaign, as the channel's link opens it. */
function registration(id) {
  return pageHref(PAGES.registerTemplate, {
    id,
    app_from: 'bench',
    user_from: 'lighthouse',
    utm_tag: 'perf',
  });
}

// The main pages every measurement covers (benchmark, axe test), with the URL a borrower or a
// visitor opens (paths and samples from the routes contract), the page module whose chunk is
// that route's own, and the page's main action (what the benchmark taps as soon as it shows).
export const MAIN_PAGES = [
  {
    key: 'company-site',
    action: '[data-testid="site-nav-about-us"]',
    route: pageHref(PAGES.home),
    module: /features\/company-site\/.*home.*page/i,
    borrower: PAGES.home.borrower,
  },
  {
    key: 'registration',
    action: '[data-testid="register-send-sms"]',
    route: registration('1'),
    // Each market's own campaign (the sandbox's template 3 speaks English, 1 Indonesian): the
    // template's language wins over the visitor's, so template 1 would measure the en-IN row in
    // Indonesian, after a switch of language.
    routeByLanguage: { 1: registration('3'), 2: registration('1') },
    module: /features\/promotion\/.*register.*page/i,
    borrower: PAGES.registerTemplate.borrower,
  },
  {
    key: 'loan-confirmation',
    action: '[data-testid="confirm-submit"]',
    route: sampleHref('loanConfirm'),
    module: /features\/loan-confirm\/.*page/i,
    borrower: PAGES.loanConfirm.borrower,
  },
  {
    key: 'loan-details',
    action: '[data-testid="loan-repay"]',
    route: sampleHref('loanDetails'),
    module: /features\/loan-details\/.*page/i,
    borrower: PAGES.loanDetails.borrower,
  },
  {
    key: 'recommended-list',
    action: '[data-testid="recommend-item"]',
    route: pageHref(PAGES.relevant, { scene: 'banner_fudai' }),
    module: /features\/recommend\/.*(relevant|recommend).*page/i,
    borrower: PAGES.relevant.borrower,
  },
  {
    key: 'instalments',
    action: '[data-testid="instalment-pay"]',
    route: sampleHref('repay'),
    module: /features\/repay\/(instalment|repay)-page/i,
    borrower: PAGES.repay.borrower,
  },
  {
    key: 'pay-method-choice',
    action: '[data-testid="paymethod-submit"]',
    route: sampleHref('payMethod'),
    module: /features\/pay-method\/.*(choice|individual|method).*page/i,
    borrower: PAGES.payMethod.borrower,
  },
  {
    key: 'virtual-account',
    action: '[data-testid="va-paid"]',
    route: pageHref(PAGES.paymentInstructions, {
      productId: '1',
      orderId: '1001',
      amount: '1500000',
    }),
    module: /features\/pay-method\/.*(virtual|account|that|instruction).*page/i,
    borrower: PAGES.paymentInstructions.borrower,
  },
  {
    key: 'complaint-form',
    action: '[data-testid="complaint-submit"]',
    route: pageHref(PAGES.complaintForm, {
      problemType: '2',
      problemSonType: '0',
      orderNo: 'ORD1001',
    }),
    module: /features\/complaint\/.*form.*page/i,
    borrower: PAGES.complaintForm.borrower,
  },
  {
    key: 'chatbot',
    action: '[data-testid="chat-bot-options"] .cb-option',
    route: pageHref(PAGES.chatbot, { orderNo: 'ORD1001' }),
    module: /features\/chatbot\/.*page/i,
    borrower: PAGES.chatbot.borrower,
  },
  {
    key: 'customer-service',
    action: '[data-testid="service-phone"]',
    route: pageHref(PAGES.customerService),
    module: /features\/customer-service\/customer-service-page/i,
    borrower: PAGES.customerService.borrower,
  },
];

export function pageUrl(base, page, { deviceId = 'bench-device', languageType = '2' } = {}) {
  return putIdentity(base, page.routeByLanguage?.[languageType] ?? page.route, {
    ...SAMPLE_IDENTITY,
    deviceId,
    token: page.borrower ? `token-${deviceId}` : '',
    gid: 'g-bench',
    languageType,
  });
}
