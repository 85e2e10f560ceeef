import type { ComponentProps } from 'react';
import './button.css';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'text';
  /** Shows a spinner, sets `aria-busy` and disables the button so a second tap sends nothing. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
  testId?: string;
}

/** Primary is the brand colour with its text colour; disabled and loading buttons are grey. */
export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  type = 'button',
  testId,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-btn', `ui-btn-${variant}`, block ? 'ui-btn-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {loading ? <span className="ui-spinner ui-spinner-small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
