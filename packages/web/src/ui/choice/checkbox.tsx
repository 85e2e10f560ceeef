import type { ReactNode } from 'react';
import './choice.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label (tapping it toggles too). */
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  testId?: string;
}

/** A real checkbox in a 44px-high label, in the brand colour. */
export function Checkbox({ checked, onChange, children, disabled, name, testId }: CheckboxProps) {
  return (
    <label className="ui-choice">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        name={name}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
