import { describe, expect, it } from 'vitest';
import { isSandboxFault } from './sandbox-fault.js';

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
