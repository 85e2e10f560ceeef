import { BRIDGE_EVENTS, BRIDGE_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import type { CallEntry } from './call-log';
import { bridgeCoverage, callOutcome, coverageTable, uncovered } from './coverage';
import type { ScenarioResult } from './replay';

const call = (method: string, extra: Partial<CallEntry> = {}): CallEntry => ({
  seq: 1,
  method,
  params: {},
  platform: 'android',
  protocol: 'message',
  source: 'stub',
  at: 0,
  url: '#/',
  ...extra,
});

const result = (name: string, calls: CallEntry[], extra: Partial<ScenarioResult> = {}) =>
  ({
    name,
    device: 'android-low',
    host: 'headless',
    ok: true,
    durationMs: 1,
    steps: [],
    calls,
    requests: [],
    ...extra,
  }) as ScenarioResult;

describe('bridge coverage', () => {
  it('has a row for every method and event of the contract, zero when never exercised', () => {
    const rows = bridgeCoverage([]);
    expect(rows.map((r) => r.name)).toEqual([...BRIDGE_METHODS, ...BRIDGE_EVENTS]);
    expect(uncovered(rows)).toHaveLength(rows.length);
    expect(coverageTable(rows)).toContain('NOT EXERCISED');
  });

  it('says how each call ended, where, and counts events sent by steps and pushed by responders', () => {
    const rows = bridgeCoverage([
      result('a', [
        call('rate', { reply: { ok: true, result: { shown: true } } }),
        call('call', { reply: { ok: false, error: { code: 'NATIVE_ERROR' } } }),
        call('bankStart', { pushed: 'bankResult', reply: { ok: true, result: null } }),
        call('closeWebview'),
      ]),
      result(
        'b',
        [call('rate', { platform: 'ios' }), call('call', { protocol: 'legacy', platform: 'ios' })],
        { engine: 'webkit', events: ['back'] },
      ),
    ]);
    const by = (name: string) => rows.find((r) => r.name === name);
    expect(by('rate')).toMatchObject({
      count: 2,
      platforms: ['android', 'ios'],
      engines: ['chromium', 'webkit'],
      outcomes: { replied: 1, 'timed out': 1 },
      scenarios: ['a', 'b'],
    });
    expect(by('call')?.outcomes).toEqual({ failed: 1, 'handed over': 1 });
    expect(by('call')?.protocols).toEqual(['message', 'legacy']);
    expect(by('closeWebview')?.outcomes).toEqual({ 'handed over': 1 });
    expect(by('bankResult')).toMatchObject({ count: 1, outcomes: { delivered: 1 } });
    expect(by('back')).toMatchObject({ count: 1, platforms: ['ios'], engines: ['webkit'] });
    const table = coverageTable(rows);
    expect(table.split('\n')[0]).toContain(
      'at zero: openPage, goHome, goMine, logout, trackConfirm, bankEnd, hello, packageInfo, reportHealth, resume',
    );
    expect(table).toMatch(
      /method\s+rate\s+2\s+android ios\s+message\s+chromium webkit\s+replied 1, timed out 1/,
    );
  });

  it('tells the outcomes apart', () => {
    expect(callOutcome(call('openPage'))).toBe('handed over');
    expect(callOutcome(call('rate', { protocol: 'legacy' }))).toBe('handed over');
    expect(callOutcome(call('rate'))).toBe('timed out');
  });
});
