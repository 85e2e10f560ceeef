import type { ReactNode } from 'react';
import './choice.css';

/** What a Checkbox and a Radio both take. */
export interface ChoiceProps {
  checked: boolean;
  /** The label (tapping it chooses too). */
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  testId?: string;
}

type ChoiceLabelProps = ChoiceProps & {
  type: 'checkbox' | 'radio';
  value?: string;
  /** Called with the input's new checked state. */
  onChecked: (checked: boolean) => void;
};

/** The kit's choice row: a real checkbox or radio input in a 44px-high label (tapping it chooses). */
export function ChoiceLabel({ children, testId, onChecked, ...input }: ChoiceLabelProps) {
  return (
    <label className="ui-choice">
      <input
        {...input}
        data-testid={testId}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
