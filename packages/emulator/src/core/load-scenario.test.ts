import { describe, expect, it } from 'vitest';
import { parseScenario, ScenarioError, validateScenario } from './load-scenario';

const base = { version: 1, name: 'a', entry: '/', steps: [] as unknown[] };

describe('scenario problems, in words at their JSON path', () => {
  it('accepts a valid scenario', () => {
    expect(
      validateScenario({
        ...base,
        replies: { rate: [{ result: { shown: true } }], call: { error: { code: 'TIMEOUT' } } },
        steps: [{ step: 'tap', testId: 'x' }],
      }),
    ).toEqual([]);
  });

  it('names unknown and missing keys, bounds, and odd keys in brackets', () => {
    expect(validateScenario({ ...base, zzz: 1 })).toEqual([
      { path: '$.zzz', message: 'is not allowed here' },
    ]);
    expect(validateScenario({ version: 1, name: 'a', steps: [] })).toEqual([
      { path: '$.entry', message: 'is required' },
    ]);
    expect(validateScenario({ ...base, steps: [{ step: 'wait', ms: -1 }] })).toEqual([
      { path: '$.steps[0].ms', message: 'must be at least 0' },
    ]);
    expect(validateScenario({ ...base, sandbox: { fixtures: { 'odd key': 3 } } })).toEqual([
      { path: '$.sandbox.fixtures["odd key"]', message: 'expected string, got integer' },
    ]);
  });

  it('reports a reply list or a single reply in the form the file uses', () => {
    expect(validateScenario({ ...base, replies: { rate: [] } })).toEqual([
      { path: '$.replies.rate', message: 'must have at least 1 item(s)' },
    ]);
    expect(validateScenario({ ...base, replies: { rate: { delayMs: 'x' } } })).toEqual([
      { path: '$.replies.rate.delayMs', message: 'expected number, got string' },
    ]);
    expect(validateScenario({ ...base, replies: { vibrate: {} } })[0]?.message).toMatch(
      /^is not allowed here \(a key must be one of "openPage"/,
    );
  });

  it('throws a ScenarioError naming the source and every problem', () => {
    expect(() => parseScenario('{"version": 2}', 'x.json')).toThrow(ScenarioError);
    expect(() => parseScenario('{"version": 2}', 'x.json')).toThrow(
      /^x\.json: invalid scenario\n {2}\$\.version: must be 1, got 2\n/,
    );
  });
});
