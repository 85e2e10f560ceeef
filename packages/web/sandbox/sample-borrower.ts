/** A signed-in sample borrower on the loan details page (what `npm start` prints and opens). */
export const SAMPLE_IDENTITY = {
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

export function sampleBorrowerUrl(
  base: string,
  route = '/loanDetails?productId=1&orderId=1001',
): string {
  const [path, query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(SAMPLE_IDENTITY)) params.set(k, v);
  return `${base.replace(/\/$/, '')}/#${path}?${params.toString()}`;
}
