/** The pages a developer jumps to from /testPreview, with sample query parameters. */
export const PREVIEW_LINKS = [
  { key: 'confirm', to: '/loanConfirm?productId=1' },
  { key: 'loanDetail', to: '/loanDetails?productId=1&orderId=1001' },
  { key: 'repay', to: '/repay?productId=1&orderId=1001' },
  { key: 'extension', to: '/repayDelay?productId=1&orderId=1001' },
  { key: 'aboutUs', to: '/aboutUs' },
  { key: 'complaint', to: '/complaint' },
  { key: 'customerService', to: '/customerService' },
  { key: 'privacyPolicy', to: '/privacyPolicy' },
  { key: 'repayInstructions', to: '/that?productId=1&orderId=1001&amount=1500000' },
  { key: 'payMethod', to: '/individual?productId=1&orderId=1001&amount=1500000&fresh=1' },
  { key: 'legacyRepay', to: '/borrowDetail/1001' },
  { key: 'registration', to: '/registerTemplate?id=1&app_from=preview&user_from=dev&utm_tag=test' },
] as const;
