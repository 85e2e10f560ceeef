import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, type BridgeMethodName, NAVIGATING_METHODS } from './contract/methods.js';
import { NATIVE_ROUTES } from './contract/native-routes.js';
import { type BridgeMethods, contract, events, type ParamsOf } from './method-table.js';

// The contract table's rows, in their order (the bridge makes one method per row).
const METHODS = Object.keys(contract) as BridgeMethodName[];

const text = fc.string();
const digits = fc.stringMatching(/^\+?[\d ()-]*\d[\d ()-]*$/);
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const bank = { orderId: optional(text), productId: optional(text) };
const safeUrl = fc.oneof(fc.webUrl(), fc.constantFrom('#/', '/a?b=1', 'tel:+62', 'weixin://x'));

// Every value of each params type, as the TypeScript types describe them.
const validParams: { [M in BridgeMethodName]: fc.Arbitrary<ParamsOf<M>> } = {
  openPage: fc.oneof(
    fc.record({ url: safeUrl, title: optional(text) }),
    fc.record({
      route: fc.constantFrom(...NATIVE_ROUTES),
      query: optional(fc.dictionary(text, text)),
    }),
  ),
  closeWebview: fc.constant({}),
  goHome: fc.constant({}),
  goMine: fc.constant({}),
  logout: fc.constant({}),
  call: fc.record({ phone: digits }),
  rate: fc.constant({}),
  trackConfirm: fc.record({
    event: fc.string({ minLength: 1 }),
    params: optional(
      fc.dictionary(
        text,
        fc.oneof(text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
      ),
    ),
  }),
  bankStart: fc.record(bank),
  bankEnd: fc.record({ ok: fc.boolean(), ...bank }),
  hello: fc.constant({ contract: 1 as const }),
  packageInfo: fc.constant({}),
  reportHealth: fc.record({ rendered: fc.constantFrom('data' as const, 'error' as const) }),
};

describe('the contract table', () => {
  it('has a row for every method, in contract order', () => {
    expect(METHODS).toEqual([
      'openPage',
      'closeWebview',
      'goHome',
      'goMine',
      'logout',
      'call',
      'rate',
      'trackConfirm',
      'bankStart',
      'bankEnd',
      'hello',
      'packageInfo',
      'reportHealth',
    ] satisfies (keyof BridgeMethods)[]);
    expect(METHODS).toEqual(BRIDGE_METHODS);
    expect(NAVIGATING_METHODS).toEqual(['openPage', 'closeWebview', 'goHome', 'goMine', 'logout']);
    // The navigating methods come first in contract order.
    expect(METHODS.slice(0, 5)).toEqual(NAVIGATING_METHODS);
  });

  it('lists the 30 native routes', () => {
    expect(NATIVE_ROUTES).toHaveLength(30);
    expect(new Set(NATIVE_ROUTES).size).toBe(30);
  });

  it.each(METHODS)('%s accepts every well-typed params value', (method) => {
    fc.assert(
      fc.property(validParams[method] as fc.Arbitrary<unknown>, (p) => contract[method].params(p)),
    );
  });

  it.each(METHODS)('%s refuses params that are not objects or carry unknown keys', (method) => {
    fc.assert(
      fc.property(
        validParams[method] as fc.Arbitrary<object>,
        fc.string({ minLength: 1 }),
        (p, key) => {
          const known = [
            'url',
            'title',
            'route',
            'query',
            'phone',
            'event',
            'params',
            'orderId',
            'productId',
            'ok',
            'contract',
            'rendered',
          ];
          fc.pre(!known.includes(key));
          return !contract[method].params({ ...p, [key]: 1 });
        },
      ),
    );
    for (const bad of [null, undefined, 'x', 1, [], true])
      expect(contract[method].params(bad)).toBe(false);
  });

  it('checks results', () => {
    expect(contract.rate.result({ shown: true, extra: 1 })).toBe(true);
    expect(contract.rate.result({ shown: 1 })).toBe(false);
    expect(contract.rate.result(null)).toBe(false);
    const hello = { contract: 1, platform: 'ios', appVersion: '1', methods: ['call'] };
    expect(contract.hello.result(hello)).toBe(true);
    expect(contract.hello.result({ ...hello, platform: 'web' })).toBe(false);
    expect(contract.hello.result({ ...hello, methods: [1] })).toBe(false);
    expect(contract.hello.result({ ...hello, contract: Number.NaN })).toBe(false);
    expect(contract.call.result('anything')).toBe(true);
    const info = { version: '1.0.0', build: 463, source: 'package' };
    expect(contract.packageInfo.result(info)).toBe(true);
    expect(contract.packageInfo.result({ ...info, source: 'disk' })).toBe(false);
    expect(contract.packageInfo.result({ ...info, build: '463' })).toBe(false);
    expect(contract.packageInfo.result({ source: 'network' })).toBe(false);
  });

  it('checks the health report and answers the package calls without a shell', () => {
    expect(contract.reportHealth.params({ rendered: 'data' })).toBe(true);
    expect(contract.reportHealth.params({ rendered: 'error' })).toBe(true);
    expect(contract.reportHealth.params({ rendered: 'blank' })).toBe(false);
    expect(contract.reportHealth.params({})).toBe(false);
    const env = {} as Parameters<typeof contract.packageInfo.web>[1];
    expect(contract.packageInfo.web({}, env)).toEqual({ version: '', build: 0, source: 'network' });
    expect(contract.reportHealth.web({ rendered: 'data' }, env)).toBeUndefined();
  });

  it('checks event data', () => {
    expect(events.resume({})).toBe(true);
    expect(events.back({ extra: 1 })).toBe(true);
    expect(events.resume(null)).toBe(false);
    expect(events.bankResult({ ok: false })).toBe(true);
    expect(events.bankResult({ ok: true, orderId: 'o' })).toBe(true);
    expect(events.bankResult({ ok: true, orderId: 1 })).toBe(false);
    expect(events.bankResult({})).toBe(false);
  });
});
