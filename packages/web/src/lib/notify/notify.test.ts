import { describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DEFAULT_MS, TOAST_MIN_MS } from './notify';

describe('notify', () => {
  it('keeps what is said before the toast host listens and replays it to the first listener', async () => {
    vi.resetModules();
    const fresh = (await import('./notify')).notify;
    const early = fresh.toast('network down', { kind: 'error' });
    const l = fresh.loading('wait');
    fresh.hide(l);
    const first: unknown[] = [];
    fresh.subscribe((e) => first.push(e));
    expect(first).toEqual([
      { type: 'show', toast: expect.objectContaining({ id: early, text: 'network down' }) },
      { type: 'show', toast: expect.objectContaining({ id: l, kind: 'loading' }) },
      { type: 'hide', id: l },
    ]);
    // Replayed once: a later listener hears only what comes after it.
    const second: unknown[] = [];
    fresh.subscribe((e) => second.push(e));
    fresh.toast('later');
    expect(second).toEqual([{ type: 'show', toast: expect.objectContaining({ text: 'later' }) }]);
    expect(first).toHaveLength(4);
  });

  it('sends toasts to subscribers with the default and minimum durations', () => {
    const seen: unknown[] = [];
    const off = notify.subscribe((e) => seen.push(e));
    const a = notify.toast('hello');
    notify.toast('quick', { durationMs: 10, kind: 'error' });
    const l = notify.loading('wait');
    notify.hide(l);
    off();
    notify.toast('after unsubscribe');
    expect(seen).toEqual([
      { type: 'show', toast: { id: a, text: 'hello', durationMs: TOAST_DEFAULT_MS, kind: 'info' } },
      {
        type: 'show',
        toast: expect.objectContaining({ text: 'quick', durationMs: TOAST_MIN_MS, kind: 'error' }),
      },
      {
        type: 'show',
        toast: expect.objectContaining({
          text: 'wait',
          durationMs: Number.POSITIVE_INFINITY,
          kind: 'loading',
        }),
      },
      { type: 'hide', id: l },
    ]);
  });
});
