import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLED, SETTLED_SIGNAL, waitModeOf } from './page-signal';

describe("the real-tab benches' settled signal", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as { __repeat?: unknown }).__repeat;
    document.body.innerHTML = '';
  });

  it('says it once the data is on screen and no largest paint came for a while, nothing before', async () => {
    vi.useRealTimers();
    // jsdom runs animation frames only when asked to pretend to be visual: a frame is a task here.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) =>
      Number(setTimeout(() => frame(performance.now()), 0)),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const recorder = { data: null as number | null };
    (window as unknown as { __repeat: typeof recorder }).__repeat = recorder;
    new Function(SETTLED_SIGNAL)();
    // A change while the page still loads: nothing said.
    document.body.append(document.createElement('div'));
    // Mutation records are delivered in a microtask.
    await Promise.resolve();
    expect(log).not.toHaveBeenCalled();
    // The recorder saw the data; the next change after it starts the wait.
    recorder.data = 1;
    document.body.append(document.createElement('main'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(SETTLED), { timeout: 5000 });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('says it once an offline (or error) state is on screen, with no data', async () => {
    vi.useRealTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) =>
      Number(setTimeout(() => frame(performance.now()), 0)),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const recorder = { data: null as number | null, alert: null as number | null };
    (window as unknown as { __repeat: typeof recorder }).__repeat = recorder;
    new Function(SETTLED_SIGNAL)();
    document.body.append(document.createElement('div'));
    await Promise.resolve();
    expect(log).not.toHaveBeenCalled();
    recorder.alert = 1;
    document.body.append(document.createElement('p'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(SETTLED), { timeout: 5000 });
    expect(recorder.data).toBeNull();
  });

  it('reads BENCH_PACKAGE_WAIT and BENCH_REPEAT_WAIT: signal by default, poll to compare', () => {
    expect(waitModeOf(undefined)).toBe('signal');
    expect(waitModeOf('')).toBe('signal');
    expect(waitModeOf('poll')).toBe('poll');
    expect(() => waitModeOf('sleep')).toThrow('BENCH_PACKAGE_WAIT is signal or poll, not sleep');
    expect(() => waitModeOf('sleep', 'BENCH_REPEAT_WAIT')).toThrow(
      'BENCH_REPEAT_WAIT is signal or poll, not sleep',
    );
  });
});
