import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  secondsLeft: number;
  running: boolean;
  /** (Re)starts from `seconds`. */
  start: () => void;
  /** Stops without calling `onEnd`. */
  stop: () => void;
}

/**
 * Counts down once a second from `seconds` after `start()`, then calls `onEnd`. The clock wins
 * over the ticks, so a webview paused in the background resumes at the right number.
 */
export function useCountdown(seconds: number, onEnd?: () => void): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });

  const clear = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const stop = useCallback(() => {
    clear();
    setSecondsLeft(0);
  }, [clear]);

  const start = useCallback(() => {
    clear();
    const total = Math.max(0, Math.floor(seconds));
    if (total === 0) {
      setSecondsLeft(0);
      endRef.current?.();
      return;
    }
    const endAt = Date.now() + total * 1000;
    let ticks = 0;
    setSecondsLeft(total);
    timer.current = setInterval(() => {
      ticks += 1;
      const left = Math.min(total - ticks, Math.ceil((endAt - Date.now()) / 1000));
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      clear();
      setSecondsLeft(0);
      endRef.current?.();
    }, 1000);
  }, [seconds, clear]);

  useEffect(() => clear, [clear]);

  return { secondsLeft, running: secondsLeft > 0, start, stop };
}
