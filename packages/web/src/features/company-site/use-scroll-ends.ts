import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEnds {
  left: boolean;
  right: boolean;
}

/**
 * Whether a sideways-scrolling strip has more to show on its left and on its right: the nav shows
 * an arrow on that side, so a strip cut at the screen's edge is plainly one that scrolls.
 */
export function useScrollEnds(ref: RefObject<HTMLElement | null>): ScrollEnds {
  const [ends, setEnds] = useState<ScrollEnds>({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEnds((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    // The labels' font may arrive after the first layout and change the widths.
    const frame = requestAnimationFrame(measure);
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return ends;
}
