import type { SandboxFieldReport } from '@hybrid-loan/dev-contract';
import { describe, expect, it } from 'vitest';
import { type Driver, replayScenario } from './replay';
import type { Scenario } from './scenario';

const bridgeReport = (code: string, extra: Record<string, unknown> = {}): SandboxFieldReport =>
  ({
    type: 'bridge',
    method: 'bankStart',
    code,
    at: 1,
    page: '/addnormalcard',
    context: {
      build: 'dev',
      source: 'network',
      engine: { family: 'chromium', major: 80 },
      platform: 'android',
      market: 'IN',
    },
    device: 'dev-1',
    receivedAt: 1,
    ...extra,
  }) as SandboxFieldReport;

function driverWith(reports: () => SandboxFieldReport[]): Driver {
  const none = async () => undefined;
  return {
    tap: none,
    fill: none,
    waitForText: none,
    waitFor: none,
    hasText: async () => true,
    url: async () => 'http://h/#/',
    emit: none,
    calls: async () => [],
    requests: async () => [],
    screenshot: async () => ({}),
    reopen: none,
    network: none,
    server: none,
    serviceWorker: async () => ({
      supported: false,
      active: null,
      waiting: null,
      controller: null,
      cached: 0,
      total: 0,
    }),
    fieldReports: async () => ({ reports: reports(), secrets: ['tok-secret', 'dev-1'] }),
  };
}

const expectOne: Scenario = {
  version: 1,
  name: 'field',
  entry: '/addnormalcard',
  steps: [
    {
      step: 'expectFieldReport',
      type: 'bridge',
      method: 'bankStart',
      code: 'TIMEOUT',
      timeoutMs: 2000,
    },
  ],
};
const meta = { device: 'android-low', host: 'test' };

describe('expectFieldReport', () => {
  it('passes on exactly one matching report, once it has arrived', async () => {
    let reads = 0;
    const result = await replayScenario(
      expectOne,
      driverWith(() => (++reads > 2 ? [bridgeReport('TIMEOUT'), bridgeReport('CANCELLED')] : [])),
      meta,
    );
    expect(result.ok, result.error).toBe(true);
  });

  it('fails on two, on none, and on one that carries the identity', async () => {
    const two = await replayScenario(
      expectOne,
      driverWith(() => [bridgeReport('TIMEOUT'), bridgeReport('TIMEOUT')]),
      meta,
    );
    expect(two.error).toContain('2 field reports match, expected 1');
    const none = await replayScenario(
      expectOne,
      driverWith(() => []),
      meta,
    );
    expect(none.error).toContain('0 field reports match, expected 1');
    const leak = await replayScenario(
      expectOne,
      driverWith(() => [bridgeReport('TIMEOUT', { page: '/addnormalcard?token=tok-secret' })]),
      meta,
    );
    expect(leak.error).toContain('carries identity values');
  });

  it('says so on a host that cannot read them', async () => {
    const { fieldReports: _, ...driver } = driverWith(() => []);
    const result = await replayScenario(expectOne, driver, meta);
    expect(result.error).toContain('this host cannot read the field reports');
  });
});
