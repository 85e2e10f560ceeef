import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampCount,
  initialCount,
  selectedTotal,
  tapPeriod,
  toggleAll,
} from './instalment-selection';

type Action = { kind: 'tap'; index: number } | { kind: 'all' };

const action = (pending: number): fc.Arbitrary<Action> =>
  fc.oneof(
    fc.record({ kind: fc.constant('tap' as const), index: fc.integer({ min: -1, max: pending }) }),
    fc.constant({ kind: 'all' as const }),
  );

const scenario = fc.integer({ min: 1, max: 8 }).chain((pending) =>
  fc.record({
    amounts: fc.array(
      fc.integer({ min: 1, max: 5_000_000 }).map((n) => n / 100),
      { minLength: pending, maxLength: pending },
    ),
    actions: fc.array(action(pending), { maxLength: 40 }),
  }),
);

function replay(pending: number, actions: Action[]): number {
  let count = initialCount(pending);
  for (const a of actions)
    count = a.kind === 'all' ? toggleAll(count, pending) : tapPeriod(count, a.index, pending);
  return count;
}

describe('instalment selection', () => {
  it('after any sequence of taps is a non-empty prefix of the pending periods, and the total is its sum', () => {
    fc.assert(
      fc.property(scenario, ({ amounts, actions }) => {
        const count = replay(amounts.length, actions);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(amounts.length);
        const expected =
          amounts.slice(0, count).reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
        expect(selectedTotal(amounts, count)).toBe(expected);
      }),
    );
  });

  it('ticking a period ticks every period before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), (pending, from, at) => {
        const count = clampCount(from, pending);
        const index = at % pending;
        if (index < count) return;
        expect(tapPeriod(count, index, pending)).toBe(index + 1);
      }),
    );
  });

  it('unticking a period unticks it and every later one, keeping the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), (pending, from, at) => {
        const count = clampCount(from, pending);
        const index = at % count;
        expect(tapPeriod(count, index, pending)).toBe(Math.max(1, index));
      }),
    );
  });

  it('select-all selects every period, or resets to the first alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (pending, from) => {
        const count = clampCount(from, pending);
        const next = toggleAll(count, pending);
        expect(next).toBe(count === pending ? 1 : pending);
        expect(toggleAll(toggleAll(pending, pending), pending)).toBe(pending);
      }),
    );
  });

  it('selects nothing and totals zero without pending periods', () => {
    expect(initialCount(0)).toBe(0);
    expect(tapPeriod(0, 0, 0)).toBe(0);
    expect(toggleAll(0, 0)).toBe(0);
    expect(selectedTotal([], 0)).toBe(0);
  });

  it('adds rupee amounts without floating-point drift', () => {
    expect(selectedTotal([0.1, 0.2], 2)).toBe(0.3);
    expect(selectedTotal([1500000, 1500000, 1500000], 2)).toBe(3000000);
  });
});
