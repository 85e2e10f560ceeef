import { type ReactNode, useId } from 'react';
import { Radio } from './radio';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The chosen value, or null/undefined for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: RadioOption[];
  /** The group's accessible name. */
  label: string;
  name?: string;
  direction?: 'column' | 'row';
  testId?: string;
}

/** Controlled radio buttons; arrow keys move between them as in any native radio group. */
export function RadioGroup({
  value,
  onChange,
  options,
  label,
  name,
  direction = 'column',
  testId,
}: RadioGroupProps) {
  const fallbackName = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`ui-radio-group ui-radio-group-${direction}`}
      data-testid={testId}
    >
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name ?? fallbackName}
          value={option.value}
          checked={option.value === value}
          disabled={option.disabled}
          onChange={onChange}
        >
          {option.label}
        </Radio>
      ))}
    </div>
  );
}
