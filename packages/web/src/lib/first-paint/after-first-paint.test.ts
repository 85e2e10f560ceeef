import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdleWindow } from './after-first-paint';

type Module = typeof import('./after-first-paint');
let m: Module;

/** A window whose load event, idle callback and timers the test fires itself. */
function fakeWindow(opts: { loaded: boolean; idle: boolean; frames?: boolean }) {
  const onLoad: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const win = {
    document: { readyState: opts.loaded ? 'complete' : 'loading' },
    addEventListener: (type: string, run: () => void) => {
      if (type === 'load') onLoad.push(run);
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(opts.frames ? { requestAnimationFrame: (run: () => void) => frames.push(run) } : {}),
    ...(opts.idle
      ? {
          requestIdleCallback: (run: () => void, o?: { timeout: number }) =>
            idle.push({ run, ...(o ? { timeout: o.timeout } : {}) }),
        }
      : {}),
  } as unknown as IdleWindow;
  /** Runs the timers set so far (and only those). */
  const fireTimers = () => {
    for (const t of timers.splice(0)) t.run();
  };
  return { win, onLoad, idle, timers, frames, fireTimers };
}

describe('after the first paint', () => {
  beforeEach(async () => {
    // The module keeps whether the app has painted: a fresh copy per test.
    vi.resetModules();
    m = await import('./after-first-paint');
  });

  it('waits for the first commit to be painted, then the load event, then an idle moment', () => {
    const fake = fakeWindow({ loaded: false, idle: true, frames: true });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win);
    // The commit's frame and the next (by then it is presented), then a timer (the 100 ms
    // fallback then does nothing).
    fake.frames[0]?.();
    expect(fake.timers.map((t) => t.ms)).toEqual([100]);
    fake.frames[1]?.();
    fake.fireTimers();
    expect(fake.timers.map((t) => t.ms)).toEqual([m.LOAD_WAIT_MS]);
    expect(fake.idle).toHaveLength(0);
    for (const run of fake.onLoad) run();
    expect(work).not.toHaveBeenCalled();
    expect(fake.idle).toEqual([{ run: expect.any(Function), timeout: 2000 }]);
    // The load wait's own timer fires later and starts nothing twice.
    fake.fireTimers();
    expect(fake.idle).toHaveLength(1);
    fake.idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
    // Later work runs at once.
    const late = vi.fn();
    m.afterFirstPaint(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('runs each piece of waiting work in a task of its own (a tap then waits for one at most)', () => {
    const fake = fakeWindow({ loaded: true, idle: true });
    const texts = vi.fn();
    const vitals = vi.fn();
    m.afterFirstPaint(texts);
    m.afterFirstPaint(vitals);
    m.firstCommitted(fake.win);
    fake.fireTimers();
    fake.fireTimers();
    fake.idle[0]?.run();
    expect(texts).toHaveBeenCalledTimes(1);
    expect(vitals).not.toHaveBeenCalled();
    expect(fake.timers.map((t) => t.ms)).toEqual([0]);
    fake.fireTimers();
    expect(vitals).toHaveBeenCalledTimes(1);
  });

  it('does nothing before the first commit, however long the page has been loaded', () => {
    const work = vi.fn();
    m.afterFirstPaint(work);
    expect(work).not.toHaveBeenCalled();
  });

  it('goes on without frames or a load event: a hidden page, a hung image', () => {
    const fake = fakeWindow({ loaded: false, idle: true, frames: true });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win);
    // No frame comes: the 100 ms fallback, then the timer after it.
    expect(fake.timers.map((t) => t.ms)).toEqual([100]);
    fake.fireTimers();
    fake.fireTimers();
    // No load event comes: the 3 s wait ends it.
    expect(fake.timers.map((t) => t.ms)).toEqual([m.LOAD_WAIT_MS]);
    fake.fireTimers();
    fake.idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('uses a short timer where there is no requestIdleCallback (iOS WebKit)', () => {
    const fake = fakeWindow({ loaded: true, idle: false });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win);
    fake.fireTimers();
    fake.fireTimers();
    expect(fake.timers.map((t) => t.ms)).toEqual([200]);
    fake.timers[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the window lost its document before the timer fired (torn down)', () => {
    const fake = fakeWindow({ loaded: true, idle: true });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win);
    // The webview (or a test's jsdom) goes away while the first-paint timers are pending.
    (fake.win as { document?: unknown }).document = undefined;
    expect(() => {
      fake.fireTimers();
      fake.fireTimers();
    }).not.toThrow();
    expect(fake.idle).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });
});
