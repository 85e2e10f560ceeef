/** A labelled file input of the panel's forms (one file), spanning the form grid. */
export function FileField(props: {
  label: string;
  accept: string;
  testId: string;
  title?: string;
  onChange(file: File | undefined): void;
}) {
  return (
    <label className="wide">
      {props.label}
      <input
        type="file"
        accept={props.accept}
        data-testid={props.testId}
        title={props.title}
        onChange={(e) => props.onChange(e.target.files?.[0])}
      />
    </label>
  );
}
