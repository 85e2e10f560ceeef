import { describe, expect, it } from 'vitest';
import { compareCalls, matchesPartial } from './compare-calls';

const actual = [
  { method: 'hello', params: { contract: 1 } },
  { method: 'trackConfirm', params: { event: 'confirm', params: { amount: 5 } } },
  { method: 'call', params: { phone: '+62 21 555' } },
];

describe('compareCalls', () => {
  it('strict: same calls in the same order, hello ignored by default', () => {
    expect(
      compareCalls([{ method: 'trackConfirm' }, { method: 'call' }], actual, 'strict').ok,
    ).toBe(true);
    const swapped = compareCalls(
      [{ method: 'call' }, { method: 'trackConfirm' }],
      actual,
      'strict',
    );
    expect(swapped.ok).toBe(false);
    expect(swapped.rows.map((r) => r.status)).toEqual(['differs', 'differs']);
  });
  it('unordered: same calls in any order, nothing more', () => {
    expect(
      compareCalls([{ method: 'call' }, { method: 'trackConfirm' }], actual, 'unordered').ok,
    ).toBe(true);
    const fewer = compareCalls([{ method: 'call' }], actual, 'unordered');
    expect(fewer.ok).toBe(false);
    expect(fewer.rows.at(-1)).toMatchObject({
      status: 'unexpected',
      actual: { method: 'trackConfirm' },
    });
  });
  it('subset: the expected calls appear, others are allowed', () => {
    expect(compareCalls([{ method: 'call' }], actual, 'subset').ok).toBe(true);
    expect(compareCalls([{ method: 'rate' }], actual, 'subset').rows[0]?.status).toBe('missing');
  });
  it('matches params key by key, and [redacted] matches any value', () => {
    expect(matchesPartial({ event: 'confirm' }, actual[1]?.params)).toBe(true);
    expect(matchesPartial({ params: { amount: 6 } }, actual[1]?.params)).toBe(false);
    expect(matchesPartial({ phone: '[redacted]' }, actual[2]?.params)).toBe(true);
    expect(matchesPartial({ phone: '[redacted]' }, {})).toBe(false);
  });
  it('draws a readable side-by-side diff', () => {
    const { diff } = compareCalls(
      [{ method: 'rate' }, { method: 'call', params: { phone: '1' } }],
      actual,
      'strict',
    );
    expect(diff.split('\n')).toEqual([
      'bridge calls (order: strict)',
      expect.stringMatching(/^ {2}expected +\| actual$/),
      expect.stringMatching(/^ {2}-+ \| -+$/),
      expect.stringMatching(
        /^≠ rate +\| trackConfirm \{"event":"confirm","params":\{"amount":5\}\}$/,
      ),
      expect.stringMatching(/^≠ call \{"phone":"1"\} +\| call \{"phone":"\+62 21 555"\}$/),
      '  (- missing, + unexpected, ≠ differs)',
    ]);
  });
});
