import type { ReactNode } from 'react';

interface Props {
  label: string;
  /** A button beside the input (the code picture, "Get code"): the field then shares its line. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A form field: its visible label above the input it names, and any button that goes with it. */
export function PromoField({ label, aside, children }: Props) {
  const field = (
    // biome-ignore lint/a11y/noLabelWithoutControl: the input comes as children, inside the label
    <label className={aside ? 'promo-grow' : 'promo-field'}>
      <span className="promo-label">{label}</span>
      {children}
    </label>
  );
  if (!aside) return field;
  return (
    <div className="promo-field promo-field-row">
      {field}
      {aside}
    </div>
  );
}
