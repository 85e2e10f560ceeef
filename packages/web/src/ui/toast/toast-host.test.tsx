import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DEFAULT_MS, TOAST_LONG_MS, TOAST_MIN_MS } from '../../lib/notify';
import { toast } from './toast';
import { ToastHost, toastLifetime } from './toast-host';

const toasts = () => screen.queryAllByTestId('toast').map((node) => node.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const send = <T,>(fn: () => T): T => {
  let result: T | undefined;
  act(() => {
    result = fn();
  });
  return result as T;
};

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastHost />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a live region and hides it after the default 3 s', () => {
    send(() => notify.toast('Saved'));
    const shown = screen.getByTestId('toast');
    expect(shown.textContent).toBe('Saved');
    expect(shown.closest('[aria-live="polite"]')).not.toBeNull();
    advance(TOAST_DEFAULT_MS - 1);
    expect(toasts()).toEqual(['Saved']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('keeps a very short toast for the 300 ms minimum', () => {
    send(() => toast.show('Quick', { durationMs: 10 }));
    advance(TOAST_MIN_MS - 1);
    expect(toasts()).toEqual(['Quick']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('shows short toasts for 3 s and long ones for 8 s', () => {
    send(() => toast.short('Short'));
    send(() => toast.long('Long'));
    advance(3000);
    expect(toasts()).toEqual(['Long']);
    advance(TOAST_LONG_MS - 3000 - 1);
    expect(toasts()).toEqual(['Long']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('keeps a loading toast until it is hidden', () => {
    const id = send(() => toast.loading('Submitting'));
    advance(60_000);
    expect(toasts()).toEqual(['Submitting']);
    send(() => toast.hide(id));
    expect(toasts()).toEqual([]);
  });

  it('hides a toast early when asked', () => {
    const id = send(() => notify.toast('Bye', { durationMs: 5000 }));
    send(() => notify.hide(id));
    expect(toasts()).toEqual([]);
  });

  it('shows the same message once, restarting its time', () => {
    send(() => notify.toast('No internet', { kind: 'error' }));
    advance(2000);
    send(() => notify.toast('No internet', { kind: 'error' }));
    expect(toasts()).toEqual(['No internet']);
    advance(2000);
    expect(toasts()).toEqual(['No internet']);
    advance(1000);
    expect(toasts()).toEqual([]);
  });

  it('shows at most three at once, dropping the oldest', () => {
    for (const text of ['a', 'b', 'c', 'd']) send(() => notify.toast(text));
    expect(toasts()).toEqual(['b', 'c', 'd']);
  });
});

describe('toastLifetime', () => {
  it('clamps to the minimum and lets loading and endless toasts stay', () => {
    expect(toastLifetime({ kind: 'info', durationMs: 0 })).toBe(TOAST_MIN_MS);
    expect(toastLifetime({ kind: 'info', durationMs: -5 })).toBe(TOAST_MIN_MS);
    expect(toastLifetime({ kind: 'info', durationMs: Number.NaN })).toBe(TOAST_DEFAULT_MS);
    expect(toastLifetime({ kind: 'error', durationMs: 4000 })).toBe(4000);
    expect(toastLifetime({ kind: 'info', durationMs: Number.POSITIVE_INFINITY })).toBeNull();
    expect(toastLifetime({ kind: 'info', durationMs: 2 ** 40 })).toBeNull();
    expect(toastLifetime({ kind: 'loading', durationMs: 3000 })).toBeNull();
  });
});
