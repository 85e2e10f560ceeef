import { act, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PULL_TO_REFRESH_DAMPING,
  PULL_TO_REFRESH_DISTANCE,
  PULL_TO_REFRESH_FALLBACK_MS,
} from '../constants';
import { PullToRefresh, pullOffset } from './pull-to-refresh';

function setup(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh} testId="ptr">
      <p>content</p>
    </PullToRefresh>,
  );
  return screen.getByTestId('ptr');
}
function pullTo(element: HTMLElement, dy: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: 100, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: 100, clientY: 100 + dy }] });
}
function release(element: HTMLElement) {
  fireEvent.touchEnd(element, { touches: [] });
}
const status = () => document.querySelector('.ui-ptr-head')?.textContent ?? '';
const phase = () => document.querySelector('.ui-ptr-track')?.getAttribute('data-phase');

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('PullToRefresh', () => {
  it('exports the spec numbers', () => {
    expect([
      PULL_TO_REFRESH_DISTANCE,
      PULL_TO_REFRESH_DAMPING,
      PULL_TO_REFRESH_FALLBACK_MS,
    ]).toEqual([25, 100, 1000]);
  });

  it('tells the borrower to pull, then to release past 25 px', () => {
    const element = setup(() => Promise.resolve());
    pullTo(element, 20);
    expect(status()).toBe('Pull down to refresh');
    fireEvent.touchMove(element, { touches: [{ clientX: 100, clientY: 130 }] });
    expect(status()).toBe('Release to refresh');
  });

  it('does not refresh when released before 25 px', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const element = setup(onRefresh);
    pullTo(element, PULL_TO_REFRESH_DISTANCE - 1);
    release(element);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(phase()).toBe('idle');
  });

  it('refreshes when released past 25 px and ends when onRefresh settles', async () => {
    let done: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const element = setup(onRefresh);
    pullTo(element, 40);
    release(element);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Refreshing…');
    // A pull while refreshing is ignored.
    pullTo(element, 60);
    release(element);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => done());
    expect(phase()).toBe('idle');
    expect(status()).toBe('');
  });

  it('ends the refreshing state after 1000 ms if onRefresh never settles', () => {
    vi.useFakeTimers();
    const element = setup(() => new Promise(() => {}));
    pullTo(element, 60);
    release(element);
    act(() => vi.advanceTimersByTime(PULL_TO_REFRESH_FALLBACK_MS - 1));
    expect(phase()).toBe('refreshing');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('idle');
  });

  it('ends the refreshing state when onRefresh rejects', async () => {
    const element = setup(() => Promise.reject(new Error('offline')));
    pullTo(element, 60);
    await act(async () => release(element));
    expect(phase()).toBe('idle');
  });

  it('leaves scrolling alone: no pull unless the page is at the top, none on sideways moves', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const element = setup(onRefresh);
    window.scrollY = 120;
    pullTo(element, 60);
    release(element);
    window.scrollY = 0;
    fireEvent.touchStart(element, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(element, { touches: [{ clientX: 180, clientY: 130 }] });
    release(element);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

describe('pullOffset', () => {
  it('follows the finger up to the distance, then slows, never past the damping', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 5000, noNaN: true }), (dy) => {
        const offset = pullOffset(dy);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(PULL_TO_REFRESH_DAMPING);
        if (dy <= PULL_TO_REFRESH_DISTANCE) expect(offset).toBe(Math.max(0, dy));
        expect(pullOffset(dy + 1)).toBeGreaterThanOrEqual(offset);
        expect(offset >= PULL_TO_REFRESH_DISTANCE).toBe(dy >= PULL_TO_REFRESH_DISTANCE);
      }),
    );
  });
});
