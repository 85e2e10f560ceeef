import { describe, expect, it } from 'vitest';
import { isSandboxFault, sandboxFaultProblem } from './sandbox-fault.ts';

describe('sandbox fault shape', () => {
  it('accepts a fault with known fields of the right types', () => {
    expect(isSandboxFault({ endpoint: '*' })).toBe(true);
    expect(
      isSandboxFault({
        endpoint: '/x',
        code: 4001,
        message: 'm',
        status: 500,
        times: 1,
        drop: false,
      }),
    ).toBe(true);
    expect(isSandboxFault({ endpoint: '/x', code: 'E1', latencyMs: 10, malformed: true })).toBe(
      true,
    );
  });

  it('refuses a missing or empty endpoint, wrong types and unknown fields', () => {
    for (const bad of [
      null,
      [],
      'x',
      {},
      { endpoint: '' },
      { endpoint: 1 },
      { endpoint: '/x', status: '500' },
      { endpoint: '/x', drop: 1 },
      { endpoint: '/x', latency: 10 },
    ])
      expect(isSandboxFault(bad)).toBe(false);
  });
});

describe('sandbox fault lookups and ranges', () => {
  it('treats inherited names as unknown fields instead of throwing', () => {
    for (const bad of [
      { endpoint: '/x', constructor: 'x' },
      { endpoint: '/x', toString: 'x' },
      { endpoint: '/x', hasOwnProperty: 1 },
      JSON.parse('{"endpoint": "/x", "__proto__": {"status": 500}}'),
    ]) {
      expect(() => isSandboxFault(bad)).not.toThrow();
      expect(isSandboxFault(bad)).toBe(false);
      expect(sandboxFaultProblem(bad)).toMatch(/unknown fault field/);
    }
  });

  it('takes only a real HTTP error status and bounded numbers', () => {
    for (const status of [99, 200, 399, 600, 500.5, Number.NaN, -1])
      expect(isSandboxFault({ endpoint: '/x', status }), String(status)).toBe(false);
    for (const status of [400, 404, 500, 599])
      expect(isSandboxFault({ endpoint: '/x', status }), String(status)).toBe(true);
    expect(sandboxFaultProblem({ endpoint: '/x', status: 99 })).toBe(
      'fault "status" must be an integer from 400 to 599',
    );
    for (const latencyMs of [-1, 60_001, 1.5, Number.POSITIVE_INFINITY])
      expect(isSandboxFault({ endpoint: '/x', latencyMs }), String(latencyMs)).toBe(false);
    expect(isSandboxFault({ endpoint: '/x', latencyMs: 60_000 })).toBe(true);
    for (const times of [0, -3, 1001, 2.5])
      expect(isSandboxFault({ endpoint: '/x', times }), String(times)).toBe(false);
    expect(isSandboxFault({ endpoint: '/x', code: 1e300 })).toBe(false);
    expect(isSandboxFault({ endpoint: '/x', code: '' })).toBe(false);
  });

  it('takes "*" or a path as the endpoint, and bounded text', () => {
    expect(isSandboxFault({ endpoint: 'x' })).toBe(false);
    expect(isSandboxFault({ endpoint: '/a b' })).toBe(false);
    expect(isSandboxFault({ endpoint: `/${'a'.repeat(600)}` })).toBe(false);
    expect(isSandboxFault({ endpoint: '/x', message: 'm'.repeat(501) })).toBe(false);
    expect(sandboxFaultProblem({ endpoint: '/x', message: 'ok' })).toBeNull();
  });
});
