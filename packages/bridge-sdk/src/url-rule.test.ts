import { describe, expect, it } from 'vitest';
import { jsdomWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import { installFakeShell } from './testing/fake-shell.js';
import { isOpenableUrl, openableUrl } from './url-rule.js';

const PAGE = 'https://app.example/h5/#/loanDetails?orderId=1';

describe('openableUrl', () => {
  it('refuses a URL with a control, invisible or non-ASCII character instead of stripping it', () => {
    for (const raw of [
      'ht\u0000tps://evil.example',
      'héttps://evil',
      'https://partner.example/of\u200bfer',
      'https://partner.example/\u202eoffer',
      'java\tscript:alert(1)',
      'https://partner.example/a b',
      'https://bücher.example/',
      'https://partner.example/\u007f',
    ]) {
      expect(openableUrl(raw, PAGE), JSON.stringify(raw)).toBeNull();
      expect(isOpenableUrl(raw, PAGE)).toBe(false);
    }
  });

  it('gives the normalised absolute URL it checked', () => {
    expect(openableUrl('  HTTPS://Partner.Example/a/../offer?id=7 \n', PAGE)).toBe(
      'https://partner.example/offer?id=7',
    );
    expect(openableUrl('https://xn--bcher-kva.example/', PAGE)).toBe(
      'https://xn--bcher-kva.example/',
    );
    expect(openableUrl('rupiahku://product/detail?productId=12', PAGE, ['rupiahku'])).toBe(
      'rupiahku://product/detail?productId=12',
    );
  });

  it('resolves a relative URL against the page and applies the rule to the result', () => {
    expect(openableUrl('/other/#/repay', PAGE)).toBe('https://app.example/other/#/repay');
    expect(openableUrl('//partner.example/offer', PAGE)).toBe('https://partner.example/offer');
    // On a development server (http), a relative URL stays on the page's origin: allowed.
    expect(openableUrl('#/repay', 'http://127.0.0.1:5173/#/x')).toBe(
      'http://127.0.0.1:5173/#/repay',
    );
    // ...but a protocol-relative one leaves it over plain http: refused.
    expect(openableUrl('//partner.example/offer', 'http://127.0.0.1:5173/')).toBeNull();
    // Without the page's address there is nothing to resolve against.
    expect(openableUrl('/other', '')).toBeNull();
  });

  it('refuses blob: and filesystem: URLs, even of the page origin', () => {
    expect(
      openableUrl('blob:https://app.example/0d2c6a8e-6d3e-4b2a-9a8f-1d5a2b3c4d5e', PAGE),
    ).toBeNull();
    expect(openableUrl('blob:http://127.0.0.1:5173/0d2c6a8e', 'http://127.0.0.1:5173/')).toBeNull();
    expect(openableUrl('filesystem:https://app.example/temporary/x', PAGE)).toBeNull();
  });
});

describe('openPage sends what was checked', () => {
  it('puts the normalised absolute URL on the wire, never the raw string', async () => {
    const win = jsdomWindow(PAGE);
    const shell = installFakeShell(win, { platform: 'android' });
    const bridge = createBridge(win, { sessionId: 's' });
    await bridge.openPage({ url: ' HTTPS://Partner.Example/offer?id=7' });
    await bridge.openPage({ url: '#/repay?orderId=1' });
    expect(shell.wire.slice(1)).toEqual([
      '{"bridge":1,"session":"s","id":2,"method":"openPage","params":{"url":"https://partner.example/offer?id=7"}}',
      '{"bridge":1,"session":"s","id":3,"method":"openPage","params":{"url":"https://app.example/h5/#/repay?orderId=1"}}',
    ]);
  });

  it('refuses ht\\u0000tps and héttps with INVALID_ARGS, nothing on the wire', async () => {
    const win = jsdomWindow(PAGE);
    const shell = installFakeShell(win, { platform: 'ios' });
    const bridge = createBridge(win, { sessionId: 's' });
    for (const url of ['ht\u0000tps://evil.example', 'héttps://evil']) {
      await expect(bridge.openPage({ url })).rejects.toMatchObject({ code: 'INVALID_ARGS' });
    }
    expect(shell.calls.map((c) => c.method)).toEqual(['hello']);
  });
});
