// The main pages every measurement covers (benchmark, axe test), with the URL a borrower or a
// visitor opens and the page module whose chunk is that route's own.
export const MAIN_PAGES = [
  {
    key: 'company-site',
    route: '/',
    module: /features\/company-site\/.*home.*page/i,
    borrower: false,
  },
  {
    key: 'registration',
    route: '/registerTemplate?id=1&app_from=bench&user_from=lighthouse&utm_tag=perf',
    module: /features\/promotion\/.*register.*page/i,
    borrower: false,
  },
  {
    key: 'loan-confirmation',
    route: '/loanConfirm?productId=1',
    module: /features\/loan-confirm\/.*page/i,
    borrower: true,
  },
  {
    key: 'loan-details',
    route: '/loanDetails?productId=1&orderId=1001',
    module: /features\/loan-details\/.*page/i,
    borrower: true,
  },
  {
    key: 'recommended-list',
    route: '/relevant?scene=banner_fudai',
    module: /features\/recommend\/.*(relevant|recommend).*page/i,
    borrower: true,
  },
  {
    key: 'instalments',
    route: '/repay?productId=1&orderId=1001',
    module: /features\/repay\/.*(instal|repay).*page/i,
    borrower: true,
  },
  {
    key: 'pay-method-choice',
    route: '/individual?productId=1&orderId=1001&amount=1500000',
    module: /features\/pay-method\/.*(choice|individual|method).*page/i,
    borrower: true,
  },
  {
    key: 'virtual-account',
    route: '/that?productId=1&orderId=1001&amount=1500000',
    module: /features\/pay-method\/.*(virtual|account|that|instruction).*page/i,
    borrower: true,
  },
  {
    key: 'complaint-form',
    route: '/complainPageNext?problemType=2&problemSonType=0&orderNo=ORD1001',
    module: /features\/complaint\/.*form.*page/i,
    borrower: true,
  },
  {
    key: 'chatbot',
    route: '/intelligentCustomerService?orderNo=ORD1001',
    module: /features\/chatbot\/.*page/i,
    borrower: true,
  },
  {
    key: 'customer-service',
    route: '/customerService',
    module: /features\/customer-service\/customer-service-page/i,
    borrower: false,
  },
];

export function pageUrl(base, page, { deviceId = 'bench-device', languageType = '2' } = {}) {
  const [path, query = ''] = page.route.split('?');
  const params = new URLSearchParams(query);
  const identity = {
    deviceId,
    appMarket: 'googleplay',
    appVersion: '3.2.0',
    token: page.borrower ? `token-${deviceId}` : '',
    appType: '1',
    deviceName: 'Redmi 9A',
    osVersion: '11',
    gid: 'g-bench',
    platform: 'android',
    languageType,
  };
  for (const [k, v] of Object.entries(identity)) if (v) params.set(k, v);
  return `${base.replace(/\/$/, '')}/#${path}?${params.toString()}`;
}
