/** A labelled select of the panel's forms: the label names it for screen readers too. */
export function SelectField<V extends string>(props: {
  label: string;
  value: V;
  options: readonly V[];
  onChange(value: V): void;
  /** The text of an option (default: the value itself). */
  text?: (value: V) => string;
}) {
  const { label, value, options, onChange, text } = props;
  return (
    <label>
      {label}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text ? text(option) : option}
          </option>
        ))}
      </select>
    </label>
  );
}
