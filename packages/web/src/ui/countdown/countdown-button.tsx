import { useEffect } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { useCountdown } from './use-countdown';

export interface CountdownButtonProps
  extends Omit<ButtonProps, 'children' | 'onClick' | 'onEnded'> {
  seconds?: number;
  /** Turning true starts the count from `seconds`; turning false stops it. */
  running: boolean;
  /** The tap (send the code); set `running` once it has been sent. */
  onStart?: () => void;
  /** The count reached 0: set `running` back to false. */
  onEnd: () => void;
  label: string;
  runningLabel: (secondsLeft: number) => string;
}

/** "Send code" that turns into a disabled "Resend in 59 s" countdown while `running`. */
export function CountdownButton({
  seconds = 60,
  running,
  onStart,
  onEnd,
  label,
  runningLabel,
  disabled,
  variant = 'secondary',
  ...rest
}: CountdownButtonProps) {
  const countdown = useCountdown(seconds, onEnd);
  const { start, stop } = countdown;
  useEffect(() => {
    if (running) start();
    else stop();
  }, [running, start, stop]);

  return (
    <Button {...rest} variant={variant} disabled={disabled || countdown.running} onClick={onStart}>
      {countdown.running ? runningLabel(countdown.secondsLeft) : label}
    </Button>
  );
}
