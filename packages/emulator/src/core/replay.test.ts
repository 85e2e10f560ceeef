import { describe, expect, it } from 'vitest';
import type { CallEntry } from './call-log';
import { type Driver, hashRoute, replayScenario } from './replay';
import type { Scenario } from './scenario';
import { workerMismatch } from './worker-mismatch';

function fakeDriver(overrides: Partial<Driver> = {}): Driver & { log: string[] } {
  const log: string[] = [];
  const calls: CallEntry[] = [];
  return {
    log,
    tap: async (t) => {
      log.push(`tap ${t.testId}`);
      if (t.testId === 'service-phone')
        calls.push({
          seq: 1,
          method: 'call',
          params: { phone: '1' },
          platform: 'android',
          protocol: 'message',
          source: 'stub',
          at: 1,
          url: '#/',
        });
    },
    fill: async (id, v) => void log.push(`fill ${id}=${v}`),
    waitForText: async () => undefined,
    waitFor: async (id, ms) => void log.push(`waitFor ${id} ${ms}`),
    hasText: async (text) => text !== 'missing',
    url: async () => 'http://h/#/repay?orderId=7',
    emit: async (e) => void log.push(`event ${e}`),
    calls: async () => calls,
    requests: async () => [],
    screenshot: async () => ({}),
    reopen: async () => void log.push('reopen'),
    network: async (state) => void log.push(`network ${state}`),
    server: async (change) => void log.push(`server ${JSON.stringify(change)}`),
    serviceWorker: async () => ({
      supported: true,
      active: null,
      waiting: null,
      controller: null,
      cached: 0,
      total: 0,
    }),
    ...overrides,
  };
}

const scenario = (steps: Scenario['steps'], extra: Partial<Scenario> = {}): Scenario => ({
  version: 1,
  name: 's',
  entry: '/',
  steps,
  ...extra,
});

describe('replayScenario', () => {
  it('runs the steps in order and compares the calls', async () => {
    const driver = fakeDriver();
    const result = await replayScenario(
      scenario(
        [
          { step: 'fill', testId: 'a', value: 'b' },
          { step: 'tap', testId: 'service-phone' },
          { step: 'event', name: 'resume' },
          { step: 'expectBridgeCall', method: 'call' },
          { step: 'expectUrl', path: '/repay', query: { orderId: '7' } },
          { step: 'expectText', text: 'missing', absent: true },
        ],
        { expectedCalls: { order: 'strict', calls: [{ method: 'call' }] } },
      ),
      driver,
      { device: 'android-low', host: 'test' },
    );
    expect(driver.log).toEqual(['fill a=b', 'tap service-phone', 'event resume']);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => s.ok)).toEqual([true, true, true, true, true, true]);
  });
  it('stops at the first failing step, names it, and skips the rest', async () => {
    const result = await replayScenario(
      scenario([
        { step: 'expectUrl', path: '/other', timeoutMs: 50 },
        { step: 'tap', testId: 'x' },
      ]),
      fakeDriver(),
      { device: 'android-low', host: 'test' },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toBe('URL is /repay?orderId=7, expected /other');
    expect(result.steps[1]?.error).toBe('skipped');
  });
  it('waits for an element with its own or the default timeout, and names it when it never shows', async () => {
    const driver = fakeDriver();
    const ok = await replayScenario(
      scenario([
        { step: 'waitFor', testId: 'picture', timeoutMs: 300 },
        { step: 'waitFor', testId: 'late' },
      ]),
      driver,
      { device: 'android-low', host: 'test' },
    );
    expect(ok.ok).toBe(true);
    expect(driver.log).toEqual(['waitFor picture 300', 'waitFor late 10000']);
    expect(ok.steps.map((s) => s.label)).toEqual(['wait for [picture]', 'wait for [late]']);

    const never = fakeDriver({
      waitFor: async (id) => {
        throw new Error(`[data-testid="${id}"] not shown`);
      },
    });
    const failed = await replayScenario(
      scenario([
        { step: 'waitFor', testId: 'picture' },
        { step: 'tap', testId: 'x' },
      ]),
      never,
      { device: 'android-low', host: 'test' },
    );
    expect(failed.ok).toBe(false);
    expect(failed.error).toContain('[data-testid="picture"] not shown');
    expect(never.log).toEqual([]);
  });
  it('checks an absence only once the page settled after the last change, and settles once for a run of them', async () => {
    let tappedAt = 0;
    const checkedAfter: number[] = [];
    const driver = fakeDriver({
      tap: async () => {
        tappedAt = Date.now();
      },
      hasText: async (text, _id, timeoutMs) => {
        if (timeoutMs === 0) checkedAfter.push(Date.now() - tappedAt);
        return text !== 'missing' && text !== 'gone';
      },
    });
    const result = await replayScenario(
      scenario([
        { step: 'tap', testId: 'x' },
        { step: 'expectText', text: 'missing', absent: true },
        { step: 'expectText', text: 'gone', absent: true },
        { step: 'expectText', text: 'missing', absent: true },
      ]),
      driver,
      { device: 'android-low', host: 'test' },
    );
    expect(result.ok).toBe(true);
    expect(checkedAfter).toHaveLength(3);
    for (const ms of checkedAfter) expect(ms).toBeGreaterThanOrEqual(195);
    // One settle for the three, not one each (600 ms).
    const absentMs = result.steps.slice(1).reduce((sum, s) => sum + s.ms, 0);
    expect(absentMs).toBeLessThan(500);
  });
  it('reads the hash route of a URL', () => {
    expect(hashRoute('http://h/#/a?b=1').path).toBe('/a');
    expect(hashRoute('http://h/').path).toBe('/');
  });

  it("gives each step the run's time limit unless the step has its own timeoutMs", async () => {
    const seen: string[] = [];
    const driver = fakeDriver({
      tap: async (t, ms) => void seen.push(`tap ${t.testId} ${ms}`),
      fill: async (id, _v, ms) => void seen.push(`fill ${id} ${ms}`),
      waitFor: async (id, ms) => void seen.push(`waitFor ${id} ${ms}`),
      waitForText: async (text, ms) => void seen.push(`waitForText ${text} ${ms}`),
      hasText: async (text, _id, ms) => {
        seen.push(`expectText ${text} ${ms}`);
        return true;
      },
    });
    const steps: Scenario['steps'] = [
      { step: 'tap', testId: 'a' },
      { step: 'fill', testId: 'b', value: 'x', timeoutMs: 500 },
      { step: 'waitFor', testId: 'c' },
      { step: 'waitForText', text: 'd', timeoutMs: 700 },
      { step: 'expectText', text: 'e' },
    ];
    await replayScenario(
      scenario(steps),
      driver,
      { device: 'd', host: 'h' },
      { stepTimeoutMs: 45_000 },
    );
    expect(seen).toEqual([
      'tap a 45000',
      'fill b 500',
      'waitFor c 45000',
      'waitForText d 700',
      'expectText e 45000',
    ]);
    seen.length = 0;
    await replayScenario(scenario(steps.slice(0, 1)), driver, { device: 'd', host: 'h' });
    expect(seen).toEqual(['tap a 10000']);
  });
});

describe('the service worker steps', () => {
  const info = (o: Partial<Awaited<ReturnType<Driver['serviceWorker']>>>) => ({
    supported: true,
    active: null,
    waiting: null,
    controller: null,
    cached: 0,
    total: 0,
    ...o,
  });

  it('tell what differs from the expected worker', () => {
    const step = { step: 'expectServiceWorker' as const, active: true, controlled: true };
    expect(
      workerMismatch(info({ active: 'v1', cached: 3, total: 3, controller: 'v1' }), step),
    ).toEqual([]);
    expect(workerMismatch(info({ active: 'v1', cached: 2, total: 3 }), step)).toEqual([
      'no active worker with its build cached (2/3)',
      'the page was not served by the worker',
    ]);
    expect(
      workerMismatch(info({ supported: false }), { step: 'expectServiceWorker', active: true }),
    ).toEqual(['no navigator.serviceWorker in this engine']);
    expect(
      workerMismatch(
        info({ active: 'v2', controller: 'v2', cached: 1, total: 1 }),
        { step: 'expectServiceWorker', newVersion: true },
        'v1',
      ),
    ).toEqual([]);
    expect(
      workerMismatch(
        info({ active: 'v1', controller: 'v1' }),
        { step: 'expectServiceWorker', newVersion: true },
        'v1',
      ),
    ).toEqual(["the worker's build is v1, first seen v1"]);
  });

  it('reopen, go offline and change the server through the host; wait for the worker', async () => {
    let seen = 0;
    const driver = fakeDriver({
      serviceWorker: async () => {
        seen += 1;
        return info(seen < 3 ? {} : { active: 'v1', controller: 'v1', cached: 2, total: 2 });
      },
    });
    const result = await replayScenario(
      scenario([
        { step: 'server', newBuild: true },
        { step: 'network', state: 'offline' },
        { step: 'reopen' },
        { step: 'expectServiceWorker', active: true, controlled: true, timeoutMs: 5000 },
      ]),
      driver,
      { device: 'android-low', host: 'test' },
    );
    expect(result.ok).toBe(true);
    expect(driver.log).toEqual(['server {"newBuild":true}', 'network offline', 'reopen']);
    expect(seen).toBe(3);
  });

  it('fails a worker that never comes, saying why', async () => {
    const result = await replayScenario(
      scenario([{ step: 'expectServiceWorker', active: true, timeoutMs: 300 }]),
      fakeDriver(),
      { device: 'android-low', host: 'test' },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toContain('service worker: no active worker with its build cached (0/0)');
  });
});
