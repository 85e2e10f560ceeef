import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../notify';
import { ApiError } from './api-error';
import { useSubmit } from './use-submit';

describe('useSubmit', () => {
  it('runs once while pending, however many taps', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const action = () =>
      new Promise<string>((resolve) => {
        calls += 1;
        release = () => resolve('done');
      });
    const { result } = renderHook(() => useSubmit(action));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run();
      void result.current.run();
      void result.current.run();
    });
    expect(calls).toBe(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(await first).toBe('done');
    expect(result.current.pending).toBe(false);
    act(() => {
      void result.current.run();
    });
    expect(calls).toBe(2);
  });

  it('tells network failures and lets the borrower try again', async () => {
    const texts: string[] = [];
    notify.subscribe((e) => {
      if (e.type === 'show') texts.push(e.toast.text);
    });
    const { result } = renderHook(() =>
      useSubmit(async () => {
        throw new ApiError('network', '/x', 'offline');
      }),
    );
    await act(async () => {
      expect(await result.current.run()).toBeUndefined();
    });
    expect(texts[0]).toMatch(/internet/i);
    expect(result.current.pending).toBe(false);
  });

  it('stays held once an action that leaves the page returned true, and not when it did not', async () => {
    let calls = 0;
    let leave = false;
    const action = async () => {
      calls += 1;
      return leave;
    };
    const { result } = renderHook(() => useSubmit(action, { leaves: true }));
    await act(async () => {
      await result.current.run();
    });
    // Refused (returned false): the borrower may tap again.
    await act(async () => {
      await result.current.run();
    });
    expect(calls).toBe(2);
    leave = true;
    await act(async () => {
      await result.current.run();
    });
    // Left: the page is on its way out; a tap before it is gone does nothing.
    await act(async () => {
      await result.current.run();
      await result.current.run();
    });
    expect(calls).toBe(3);
  });
});
