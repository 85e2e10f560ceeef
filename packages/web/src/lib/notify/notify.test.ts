import { describe, expect, it } from 'vitest';
import { notify, TOAST_DEFAULT_MS, TOAST_MIN_MS } from './notify';

describe('notify', () => {
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
