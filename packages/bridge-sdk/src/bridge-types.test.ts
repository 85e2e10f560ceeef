import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Bridge } from './bridge.js';
import type { BridgeEventName, BridgeMethodName } from './contract/methods.js';
import type { BridgeEvents, BridgeMethods } from './method-table.js';
import type { HelloResult, RateResult } from './method-types.js';

// Compile-time checks: `tsc -p packages/bridge-sdk` fails if a wrong call compiles.
// The function is never run; the test below only keeps vitest from reporting an empty file.
export function typeChecks(bridge: Bridge): void {
  // The typed methods and events are exactly the contract module's lists.
  expectTypeOf<keyof BridgeMethods>().toEqualTypeOf<BridgeMethodName>();
  expectTypeOf<keyof BridgeEvents>().toEqualTypeOf<BridgeEventName>();
  expectTypeOf(bridge.rate()).toEqualTypeOf<Promise<RateResult>>();
  expectTypeOf(bridge.hello({ contract: 1 })).toEqualTypeOf<Promise<HelloResult>>();
  expectTypeOf(bridge.call({ phone: '1' })).toEqualTypeOf<Promise<undefined>>();
  expectTypeOf(bridge.platform).toEqualTypeOf<'android' | 'ios' | 'web'>();
  void bridge.goHome();
  void bridge.goHome({});
  void bridge.bankStart();
  void bridge.openPage(
    { url: 'https://a.example' },
    { timeoutMs: 5, signal: AbortSignal.timeout(1) },
  );
  void bridge.openPage({ route: 'repay', query: { orderId: '1' } });
  // @ts-expect-error: call needs a phone
  void bridge.call();
  // @ts-expect-error: phone is a string
  void bridge.call({ phone: 62 });
  // @ts-expect-error: not a route
  void bridge.openPage({ route: 'nowhere' });
  // @ts-expect-error: a URL and a route at once
  void bridge.openPage({ url: 'https://a.example', route: 'repay' });
  // @ts-expect-error: goHome takes no params
  void bridge.goHome({ now: true });
  // @ts-expect-error: bankEnd needs ok
  void bridge.bankEnd({ orderId: '1' });
  // @ts-expect-error: the contract is version 1
  void bridge.hello({ contract: 2 });
  // @ts-expect-error: no such method
  void bridge.vibrate();
  bridge.on('bankResult', (data) => {
    expectTypeOf(data.ok).toEqualTypeOf<boolean>();
    expectTypeOf(data.orderId).toEqualTypeOf<string | undefined>();
  });
  // @ts-expect-error: no such event
  bridge.on('shake', () => {});
  const off: () => void = bridge.on('resume', () => {});
  off();
}

describe('types', () => {
  it('are checked by tsc', () => {
    expect(typeof typeChecks).toBe('function');
  });
});
