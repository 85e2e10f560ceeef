/**
 * A labelled text input of the panel's forms. `digits` keeps only digits (counts, milliseconds);
 * `code` is for JSON and paths (no spell check); `wide` spans the form grid.
 */
export function TextField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  digits?: boolean;
  code?: boolean;
  wide?: boolean;
  placeholder?: string;
  title?: string;
}) {
  const { label, value, onChange, digits, code, wide, placeholder, title } = props;
  return (
    <label className={wide ? 'wide' : undefined}>
      {label}
      <input
        value={value}
        inputMode={digits ? 'numeric' : undefined}
        spellCheck={code ? false : undefined}
        placeholder={placeholder}
        title={title}
        onChange={(e) => onChange(digits ? e.target.value.replace(/\D/g, '') : e.target.value)}
      />
    </label>
  );
}
