import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsdomWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import type { Diagnostic } from './options.js';
import { installFakeShell } from './testing/fake-shell.js';

// A shell whose replies the test hands over itself: the fake shell never answers but hello.
const setUp = (platform: 'android' | 'ios' = 'android') => {
  const win = jsdomWindow();
  const shell = installFakeShell(win, {
    platform,
    answer: (m) =>
      m === 'hello'
        ? { contract: 1, platform, appVersion: '1', methods: ['rate', 'call', 'hello'] }
        : new Promise(() => {}),
  });
  const diagnostics: Diagnostic[] = [];
  const bridge = createBridge(win, {
    sessionId: 'page-2',
    timeoutMs: 200,
    onDiagnostic: (d) => diagnostics.push(d),
  });
  const receive = (m: unknown) =>
    (win as unknown as { LoanNativeReceive(m: unknown): void }).LoanNativeReceive(m);
  return { win, shell, bridge, diagnostics, receive };
};

const state = (p: Promise<unknown>) => {
  let s = 'pending';
  p.then(
    () => {
      s = 'resolved';
    },
    (e: { code: string }) => {
      s = e.code;
    },
  );
  return () => s;
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('replies from the shell', () => {
  it('accepts a reply as a JSON string or an object', async () => {
    const { bridge, receive } = setUp();
    await bridge.ready;
    const a = bridge.rate();
    const b = bridge.rate();
    await tick();
    receive('{"bridge":1,"session":"page-2","id":2,"ok":true,"result":{"shown":true}}');
    receive({ bridge: 1, session: 'page-2', id: 3, ok: true, result: { shown: false } });
    await expect(a).resolves.toEqual({ shown: true });
    await expect(b).resolves.toEqual({ shown: false });
  });

  it('drops replies after a reload (another session) and to unknown ids', async () => {
    const { bridge, diagnostics, receive } = setUp();
    await bridge.ready;
    const rate = state(bridge.rate());
    await tick();
    receive({ bridge: 1, session: 'page-1', id: 2, ok: true, result: { shown: true } });
    receive({ bridge: 1, id: 2, ok: true, result: { shown: true } });
    receive({ bridge: 1, session: 'page-2', id: 99, ok: true, result: { shown: true } });
    receive({ bridge: 1, session: 'page-2', id: '2', ok: true, result: { shown: true } });
    await tick();
    expect(rate()).toBe('pending');
    expect(diagnostics.map((d) => d.code)).toEqual(['stale', 'stale', 'unknown', 'unknown']);
    receive({ bridge: 1, session: 'page-2', id: 2, ok: true, result: { shown: true } });
    await tick();
    expect(rate()).toBe('resolved');
    // A second reply to the same id is a duplicate.
    receive({ bridge: 1, session: 'page-2', id: 2, ok: true, result: { shown: true } });
    expect(diagnostics.at(-1)?.code).toBe('unknown');
  });

  it('drops malformed messages without throwing', async () => {
    const { bridge, diagnostics, receive } = setUp();
    await bridge.ready;
    const rate = state(bridge.rate());
    for (const bad of [
      '{',
      'null',
      '42',
      '"x"',
      '[]',
      null,
      undefined,
      7,
      [],
      { bridge: 2 },
      { ok: true },
    ]) {
      expect(() => receive(bad)).not.toThrow();
    }
    await tick();
    expect(rate()).toBe('pending');
    expect(diagnostics.length).toBe(11);
    expect(new Set(diagnostics.map((d) => d.code))).toEqual(new Set(['malformed']));
    expect(diagnostics[0]?.data).toBe('{');
  });

  it('rejects a call whose result is malformed with NATIVE_ERROR, and reports it', async () => {
    const { bridge, diagnostics, receive } = setUp('ios');
    await bridge.ready;
    const rate = state(bridge.rate());
    await tick();
    receive({ bridge: 1, session: 'page-2', id: 2, ok: true, result: { shown: 'yes' } });
    await tick();
    expect(rate()).toBe('NATIVE_ERROR');
    expect(diagnostics.map((d) => d.code)).toEqual(['malformed']);
  });

  it('rejects with NATIVE_ERROR for an error reply without a usable error', async () => {
    const { bridge, receive } = setUp();
    await bridge.ready;
    const a = state(bridge.rate());
    const b = state(bridge.rate());
    await tick();
    receive({ bridge: 1, session: 'page-2', id: 2, ok: false });
    receive({ bridge: 1, session: 'page-2', id: 3, ok: 'yes', error: 'bad' });
    await tick();
    expect([a(), b()]).toEqual(['NATIVE_ERROR', 'NATIVE_ERROR']);
  });

  it('fails the call when the shell throws on postMessage, and never throws into the page', async () => {
    const { win, bridge, diagnostics } = setUp();
    await bridge.ready;
    (win as unknown as { LoanNative: { postMessage(): void } }).LoanNative.postMessage = () => {
      throw new Error('bridge gone');
    };
    await expect(bridge.rate()).rejects.toMatchObject({ code: 'NATIVE_ERROR' });
    await expect(bridge.call({ phone: '1' })).rejects.toMatchObject({ code: 'NATIVE_ERROR' });
    expect(diagnostics.map((d) => d.code)).toEqual(['send', 'send']);
  });

  it('never throws, whatever arrives (property)', async () => {
    const { bridge, receive } = setUp();
    await bridge.ready;
    const message = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.record(
        {
          bridge: fc.constantFrom(1, '1', 2),
          session: fc.constantFrom('page-2', 'page-1', 5),
          id: fc.oneof(fc.integer(), fc.string()),
          ok: fc.oneof(fc.boolean(), fc.jsonValue()),
          result: fc.jsonValue(),
          error: fc.jsonValue(),
          event: fc.constantFrom('resume', 'back', 'bankResult', 'toString', '__proto__', 'x'),
          data: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(message, (m) => {
        receive(m);
        receive(JSON.stringify(m));
      }),
    );
  });
});

describe('events', () => {
  it('delivers resume, back and bankResult to their handlers until unsubscribed', async () => {
    const { bridge, shell } = setUp();
    const seen: unknown[] = [];
    const offResume = bridge.on('resume', (d) => seen.push(['resume', d]));
    bridge.on('back', (d) => seen.push(['back', d]));
    bridge.on('bankResult', (d) => seen.push(['bankResult', d.ok, d.orderId]));
    shell.emit('resume');
    shell.emit('back', {});
    shell.emit('bankResult', { ok: true, orderId: 'o-1' });
    offResume();
    shell.emit('resume', {});
    expect(seen).toEqual([
      ['resume', {}],
      ['back', {}],
      ['bankResult', true, 'o-1'],
    ]);
  });

  it('accepts events with no data and from iOS as objects', () => {
    const { bridge, receive } = setUp('ios');
    const seen: unknown[] = [];
    bridge.on('resume', (d) => seen.push(d));
    receive({ bridge: 1, event: 'resume' });
    receive('{"bridge":1,"event":"resume","data":{"at":5}}');
    expect(seen).toEqual([{}, { at: 5 }]);
  });

  it('drops unknown events and events with bad data', () => {
    const { bridge, diagnostics, receive } = setUp();
    const seen: unknown[] = [];
    bridge.on('bankResult', (d) => seen.push(d));
    receive({ bridge: 1, event: 'bankResult', data: { ok: 'yes' } });
    receive({ bridge: 1, event: 'bankResult', data: { ok: true, orderId: 5 } });
    receive({ bridge: 1, event: 'resume', data: 'now' });
    receive({ bridge: 1, event: 'shake', data: {} });
    receive({ bridge: 1, event: 'constructor', data: {} });
    receive({ bridge: 1, event: '__proto__', data: {} });
    expect(seen).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(Array(6).fill('malformed'));
  });

  it('isolates a handler that throws', () => {
    const { bridge, shell, diagnostics } = setUp();
    const seen: string[] = [];
    bridge.on('resume', () => {
      throw new Error('oops');
    });
    bridge.on('resume', () => seen.push('second'));
    expect(() => shell.emit('resume')).not.toThrow();
    expect(seen).toEqual(['second']);
    expect(diagnostics.map((d) => d.code)).toEqual(['handler']);
  });
});
