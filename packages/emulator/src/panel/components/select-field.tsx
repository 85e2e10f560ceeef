/**
 * A labelled select of the panel's forms: the label names it for screen readers too. The options
 * are a list (shown as they are, or through `text`) or a record of texts (its keys, in order).
 */
export function SelectField<V extends string>(
  props: { label: string; value: V; onChange(value: V): void } & (
    | { options: readonly V[]; text?: (value: V) => string }
    | { choices: { readonly [K in V]: string } }
  ),
) {
  const { label, value, onChange } = props;
  const options = 'choices' in props ? (Object.keys(props.choices) as V[]) : props.options;
  const text = 'choices' in props ? (v: V) => props.choices[v] : props.text;
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
