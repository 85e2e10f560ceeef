import type { InputHTMLAttributes, ReactNode } from 'react';
import './choice.css';

type ChoiceLabelProps = InputHTMLAttributes<HTMLInputElement> & {
  type: 'checkbox' | 'radio';
  children: ReactNode;
  'data-testid'?: string | undefined;
};

/** The kit's choice row: a real checkbox or radio input in a 44px-high label (tapping it chooses). */
export function ChoiceLabel({ children, ...input }: ChoiceLabelProps) {
  return (
    <label className="ui-choice">
      <input {...input} />
      <span>{children}</span>
    </label>
  );
}
