import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadline } from './deadline';

// The floor's engines (WebView 80, iOS 14) have neither AbortSignal.timeout nor AbortSignal.any:
// the deadline must work with both gone.
const statics = ['timeout', 'any'] as const;
const saved = statics.map((k) => Object.getOwnPropertyDescriptor(AbortSignal, k));

describe('deadline without AbortSignal.timeout/any', () => {
  beforeEach(() => {
    for (const k of statics) Reflect.deleteProperty(AbortSignal, k);
    expect('any' in AbortSignal).toBe(false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    statics.forEach((k, i) => {
      const d = saved[i];
      if (d) Object.defineProperty(AbortSignal, k, d);
    });
  });

  it('aborts when the time is up and says it timed out', () => {
    const d = deadline(1000);
    vi.advanceTimersByTime(999);
    expect(d.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([d.signal.aborted, d.timedOut()]).toEqual([true, true]);
  });

  it("follows the caller's abort, which is not a timeout", () => {
    const caller = new AbortController();
    const d = deadline(1000, caller.signal);
    caller.abort();
    expect([d.signal.aborted, d.timedOut()]).toEqual([true, false]);
    vi.advanceTimersByTime(2000);
    expect(d.timedOut()).toBe(false);
  });

  it('starts aborted when the caller already gave up', () => {
    const caller = new AbortController();
    caller.abort();
    expect(deadline(1000, caller.signal).signal.aborted).toBe(true);
  });

  it('once cleared, neither the timer nor the caller aborts it', () => {
    const caller = new AbortController();
    const d = deadline(1000, caller.signal);
    d.clear();
    caller.abort();
    vi.advanceTimersByTime(5000);
    expect([d.signal.aborted, d.timedOut()]).toEqual([false, false]);
  });
});
