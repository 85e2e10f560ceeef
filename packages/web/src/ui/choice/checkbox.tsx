import { ChoiceLabel, type ChoiceProps } from './choice-label';

export interface CheckboxProps extends ChoiceProps {
  onChange: (checked: boolean) => void;
}

/** A real checkbox in a 44px-high label, in the brand colour. */
export function Checkbox({ onChange, ...rest }: CheckboxProps) {
  return <ChoiceLabel type="checkbox" onChecked={onChange} {...rest} />;
}
