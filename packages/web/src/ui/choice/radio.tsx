import type { ReactNode } from 'react';
import { ChoiceLabel } from './choice-label';

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
export function Radio({ onChange, testId, ...rest }: RadioProps) {
  return (
    <ChoiceLabel
      type="radio"
      data-testid={testId}
      onChange={(event) => {
        if (event.target.checked) onChange(rest.value);
      }}
      {...rest}
    />
  );
}
