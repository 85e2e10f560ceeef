import type { ReactNode } from 'react';
import './choice.css';

export interface RadioProps {
  value: string;
  checked: boolean;
  /** Called with this radio's value when it is chosen. */
  onChange: (value: string) => void;
  children: ReactNode;
  name?: string;
  disabled?: boolean;
  testId?: string;
}

/** A real radio button in a 44px-high label. Group several with one `name`, or use RadioGroup. */
export function Radio({ value, checked, onChange, children, name, disabled, testId }: RadioProps) {
  return (
    <label className="ui-choice">
      <input
        type="radio"
        value={value}
        checked={checked}
        name={name}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          if (event.target.checked) onChange(value);
        }}
      />
      <span>{children}</span>
    </label>
  );
}
