import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdleWindow } from './after-first-paint';

type Module = typeof import('./after-first-paint');
let m: Module;

/**
 * A window on the test's fake clock: frames every 16 ms (or none), a load event and idle callbacks
 * the test fires itself.
 */
function fakeWindow(opts: { loaded: boolean; idle: boolean; frames?: boolean }) {
  const onLoad: Array<() => void> = [];
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const win = {
    document: { readyState: opts.loaded ? 'complete' : 'loading' },
    addEventListener: (type: string, run: () => void) => {
      if (type === 'load') onLoad.push(run);
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    ...(opts.frames ? { requestAnimationFrame: (run: () => void) => setTimeout(run, 16) } : {}),
    ...(opts.idle
      ? {
          requestIdleCallback: (run: () => void, o?: { timeout: number }) =>
            idle.push({ run, ...(o ? { timeout: o.timeout } : {}) }),
        }
      : {}),
  } as unknown as IdleWindow;
  return { win, onLoad, idle };
}

/** The load event: the document is complete, its listeners run. */
function loaded(fake: ReturnType<typeof fakeWindow>) {
  (fake.win.document as { readyState: string }).readyState = 'complete';
  for (const run of fake.onLoad.splice(0)) run();
}

/** A promise the test settles: the page's first reads. */
function reads() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('after the first paint', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    // The module keeps whether the app has painted: a fresh copy per test.
    vi.resetModules();
    m = await import('./after-first-paint');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first commit painted, the first reads and their frame, the load event, then an idle moment', async () => {
    const fake = fakeWindow({ loaded: false, idle: true, frames: true });
    const data = reads();
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win, data.promise);
    // Frames come and go; the load event too: without the page's data nothing starts.
    await vi.advanceTimersByTimeAsync(1000);
    loaded(fake);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.idle).toHaveLength(0);
    data.settle();
    // The data's frame, two frames later, then the idle moment.
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(fake.idle).toEqual([{ run: expect.any(Function), timeout: 2000 }]);
    expect(work).not.toHaveBeenCalled();
    fake.idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
    // Nothing starts twice (the bounds' timers fire later), and later work runs at once.
    await vi.advanceTimersByTimeAsync(m.DATA_WAIT_MS + m.LOAD_WAIT_MS);
    expect(fake.idle).toHaveLength(1);
    const late = vi.fn();
    m.afterFirstPaint(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event after the data is on screen', async () => {
    const fake = fakeWindow({ loaded: false, idle: true, frames: true });
    m.afterFirstPaint(vi.fn());
    m.firstCommitted(fake.win, Promise.resolve());
    await vi.advanceTimersByTimeAsync(200);
    expect(fake.idle).toHaveLength(0);
    loaded(fake);
    expect(fake.idle).toHaveLength(1);
  });

  it('runs each piece of waiting work in a task of its own (a tap then waits for one at most)', async () => {
    const fake = fakeWindow({ loaded: true, idle: true });
    const texts = vi.fn();
    const vitals = vi.fn();
    m.afterFirstPaint(texts);
    m.afterFirstPaint(vitals);
    m.firstCommitted(fake.win, Promise.resolve());
    await vi.advanceTimersByTimeAsync(300);
    fake.idle[0]?.run();
    expect(texts).toHaveBeenCalledTimes(1);
    expect(vitals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(vitals).toHaveBeenCalledTimes(1);
  });

  it('does nothing before the first commit, however long the page has been loaded', async () => {
    const work = vi.fn();
    m.afterFirstPaint(work);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();
  });

  it('goes on without frames, a load event or an answer: a hidden page, a hung image, a slow API', async () => {
    const fake = fakeWindow({ loaded: false, idle: true });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win, new Promise(() => {}));
    // The 100 ms fallbacks for frames, the data's bound, then the load's.
    await vi.advanceTimersByTimeAsync(100 + m.DATA_WAIT_MS + 100 + m.LOAD_WAIT_MS - 1);
    expect(fake.idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    fake.idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('uses a short timer where there is no requestIdleCallback (iOS WebKit)', async () => {
    const fake = fakeWindow({ loaded: true, idle: false });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win, Promise.resolve());
    // Two frames' fallbacks (100 ms each, no frames here), then the 200 ms timer.
    await vi.advanceTimersByTimeAsync(250);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the window lost its document before the timers fired (torn down)', async () => {
    const fake = fakeWindow({ loaded: true, idle: true });
    const work = vi.fn();
    m.afterFirstPaint(work);
    m.firstCommitted(fake.win, Promise.resolve());
    // The webview (or a test's jsdom) goes away while the first-paint timers are pending.
    (fake.win as { document?: unknown }).document = undefined;
    await expect(vi.advanceTimersByTimeAsync(10_000)).resolves.not.toThrow();
    expect(fake.idle).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs work after the content painted: four frames (16 ms each here), once', async () => {
    const fake = fakeWindow({ loaded: true, idle: false, frames: true });
    const work = vi.fn();
    m.afterContentPainted(fake.win, work);
    // Three frames by 60 ms, the fourth at 64 (and a task after each second frame).
    await vi.advanceTimersByTimeAsync(60);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(work).toHaveBeenCalledTimes(1);
    // The 100 ms fallbacks of both waits come later and run nothing more.
    await vi.advanceTimersByTimeAsync(500);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs work after the content painted on a page given no frames: two 100 ms waits', async () => {
    const fake = fakeWindow({ loaded: true, idle: false });
    const work = vi.fn();
    m.afterContentPainted(fake.win, work);
    await vi.advanceTimersByTimeAsync(190);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
