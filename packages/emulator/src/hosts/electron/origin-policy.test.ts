import { describe, expect, it } from 'vitest';
import { navigationVerdict, onAppOrigin, windowOpenVerdict } from './origin-policy';

const APP = 'http://127.0.0.1:5171/';

describe('the Electron views origin policy', () => {
  it('keeps the view on the app origin only (scheme, host and port)', () => {
    expect(navigationVerdict(APP, 'http://127.0.0.1:5171/#/repay?orderId=1')).toBe('stay');
    expect(navigationVerdict(APP, 'http://127.0.0.1:5171/volleys/__sandbox-pay/huichao')).toBe(
      'stay',
    );
    expect(navigationVerdict(APP, 'http://127.0.0.1:5172/')).toBe('deny');
    expect(navigationVerdict(APP, 'http://localhost:5171/')).toBe('deny');
    expect(navigationVerdict(APP, 'https://127.0.0.1:5171/')).toBe('external');
    expect(navigationVerdict(APP, 'http://127.0.0.1:5171@evil.example/')).toBe('deny');
  });

  it('sends https pages of other origins to the system browser and refuses the rest', () => {
    expect(navigationVerdict(APP, 'https://partner.example/offer')).toBe('external');
    for (const url of [
      'http://partner.example/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'intent://x#Intent;end',
      'data:text/html,<b>x</b>',
      'about:blank',
      'not a url',
    ])
      expect(navigationVerdict(APP, url), url).toBe('deny');
  });

  it('never opens a window: https goes outside, anything else is refused, even the app origin', () => {
    expect(windowOpenVerdict(APP, 'https://partner.example/')).toBe('external');
    expect(windowOpenVerdict(APP, `${APP}#/other`)).toBe('deny');
    expect(windowOpenVerdict(APP, 'http://partner.example/')).toBe('deny');
  });

  it('knows the bindings sender by its frame URL', () => {
    expect(onAppOrigin(APP, 'http://127.0.0.1:5171/#/x')).toBe(true);
    expect(onAppOrigin(APP, 'https://partner.example/')).toBe(false);
    expect(onAppOrigin('not a url', 'http://127.0.0.1:5171/')).toBe(false);
  });
});
