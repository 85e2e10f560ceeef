import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function SendCode({ onEnd, seconds }: { onEnd?: () => void; seconds?: number }) {
  const [running, setRunning] = useState(false);
  return (
    <CountdownButton
      seconds={seconds}
      running={running}
      onStart={() => setRunning(true)}
      onEnd={() => {
        onEnd?.();
        setRunning(false);
      }}
      label="Send code"
      runningLabel={(left) => `Resend in ${left}s`}
      testId="otp"
    />
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownButton', () => {
  // fireEvent, not user-event: Testing Library's async wrapper waits on a timer that only jest's
  // fake timers advance, so user-event never returns under vitest's.
  it('counts down from 60 disabled, then ends and resets', () => {
    const onEnd = vi.fn();
    render(<SendCode onEnd={onEnd} />);
    const button = screen.getByTestId('otp') as HTMLButtonElement;
    expect(button.textContent).toBe('Send code');
    fireEvent.click(button);
    expect(button.textContent).toBe('Resend in 60s');
    expect(button.disabled).toBe(true);
    advance(1000);
    expect(button.textContent).toBe('Resend in 59s');
    advance(58_000);
    expect(button.textContent).toBe('Resend in 1s');
    expect(onEnd).not.toHaveBeenCalled();
    advance(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
    // And again.
    fireEvent.click(button);
    expect(button.textContent).toBe('Resend in 60s');
  });

  it('takes other lengths and stops when running turns false', () => {
    const onEnd = vi.fn();
    const props = { onEnd, label: 'Send', runningLabel: (n: number) => `${n}` };
    const { rerender } = render(<CountdownButton seconds={5} running {...props} />);
    expect(screen.getByRole('button').textContent).toBe('5');
    advance(2000);
    expect(screen.getByRole('button').textContent).toBe('3');
    rerender(<CountdownButton seconds={5} running={false} {...props} />);
    expect(screen.getByRole('button').textContent).toBe('Send');
    advance(10_000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useCountdown', () => {
  it('starts, ticks, restarts and stops without calling onEnd', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(10, onEnd));
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => result.current.start());
    advance(3000);
    expect(result.current).toMatchObject({ secondsLeft: 7, running: true });
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(10);
    act(() => result.current.stop());
    advance(20_000);
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('catches up with the clock after the webview was paused', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(60, onEnd));
    act(() => result.current.start());
    // Timers were frozen in the background while 30 s went by.
    vi.setSystemTime(Date.now() + 30_000);
    advance(1000);
    expect(result.current.secondsLeft).toBe(29);
    vi.setSystemTime(Date.now() + 60_000);
    advance(1000);
    expect(result.current.running).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('also counts when the fake timers leave Date real', () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    advance(3000);
    expect(result.current.secondsLeft).toBe(57);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
