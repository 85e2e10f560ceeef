import { ChoiceLabel, type ChoiceProps } from './choice-label';

export interface RadioProps extends ChoiceProps {
  value: string;
  /** Called with this radio's value when it is chosen. */
  onChange: (value: string) => void;
}

/** A real radio button in a 44px-high label. Group several with one `name`, or use RadioGroup. */
export function Radio({ onChange, ...rest }: RadioProps) {
  return (
    <ChoiceLabel
      type="radio"
      onChecked={(checked) => {
        if (checked) onChange(rest.value);
      }}
      {...rest}
    />
  );
}
