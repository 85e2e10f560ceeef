import { type RefObject, type TouchEvent, useLayoutEffect, useRef } from 'react';
import { TABS_SWIPE_THRESHOLD } from '../constants';

/** The pane slide, in ms (matches the CSS transition). */
const SETTLE_MS = 300;
/** Movement (px) before a touch counts as horizontal or vertical. */
const AXIS_SLOP = 8;

function place(track: HTMLElement, index: number, dx = 0) {
  // No transform at rest on the first pane: no extra layer, and fixed children stay fixed.
  track.style.transform =
    index === 0 && dx === 0 ? '' : `translate3d(calc(${-index * 100}% + ${dx}px), 0, 0)`;
}

/**
 * Drags the pane track with the finger; on release, a swipe longer than TABS_SWIPE_THRESHOLD of
 * the width calls `onSwipe(+1 | -1)` (next or previous). Vertical moves are left to scrolling.
 */
export function useTabSwipe(
  track: RefObject<HTMLElement | null>,
  index: number,
  count: number,
  onSwipe: (direction: 1 | -1) => void,
) {
  const touch = useRef<{ x: number; y: number; dx: number; axis: 'x' | 'y' | null } | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // While panes move, the inactive ones keep their height (the CSS collapses them when idle).
  const moving = (on: boolean) => {
    const element = track.current;
    if (!element) return;
    clearTimeout(settleTimer.current);
    element.classList.add('is-moving');
    if (!on)
      settleTimer.current = setTimeout(() => element.classList.remove('is-moving'), SETTLE_MS);
  };

  // Every render: the track may have just appeared; animate only when the index changed.
  const placed = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!track.current) return;
    if (placed.current !== null && placed.current !== index) moving(false);
    placed.current = index;
    place(track.current, index);
  });

  useLayoutEffect(() => () => clearTimeout(settleTimer.current), []);

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    if (!point || event.touches.length > 1) return;
    touch.current = { x: point.clientX, y: point.clientY, dx: 0, axis: null };
  };

  const onTouchMove = (event: TouchEvent) => {
    const state = touch.current;
    const point = event.touches[0];
    const element = track.current;
    if (!state || !point || !element) return;
    const dx = point.clientX - state.x;
    const dy = point.clientY - state.y;
    if (state.axis === null) {
      if (Math.abs(dx) < AXIS_SLOP && Math.abs(dy) < AXIS_SLOP) return;
      state.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (state.axis === 'x') {
        moving(true);
        element.classList.add('is-dragging');
      }
    }
    if (state.axis !== 'x') return;
    const atEdge = (dx > 0 && index === 0) || (dx < 0 && index === count - 1);
    state.dx = atEdge ? dx / 3 : dx;
    place(element, index, state.dx);
  };

  const onTouchEnd = () => {
    const state = touch.current;
    const element = track.current;
    touch.current = null;
    if (state?.axis !== 'x' || !element) return;
    element.classList.remove('is-dragging');
    moving(false);
    place(element, index);
    const width = element.parentElement?.clientWidth || window.innerWidth;
    if (Math.abs(state.dx) > TABS_SWIPE_THRESHOLD * width) onSwipe(state.dx < 0 ? 1 : -1);
  };

  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd };
}
