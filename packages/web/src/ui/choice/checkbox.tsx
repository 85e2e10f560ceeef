import type { ReactNode } from 'react';
import { ChoiceLabel } from './choice-label';

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
export function Checkbox({ onChange, testId, ...rest }: CheckboxProps) {
  return (
    <ChoiceLabel
      type="checkbox"
      data-testid={testId}
      onChange={(event) => onChange(event.target.checked)}
      {...rest}
    />
  );
}
