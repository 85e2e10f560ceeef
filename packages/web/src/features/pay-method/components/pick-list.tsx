import { Cell, CellGroup, RadioGroup, type RadioOption } from '../../../ui';

interface Props {
  /** The group's heading and the radio list's accessible name. */
  title: string;
  /** The row shown when there is nothing to pick. */
  emptyText: string;
  emptyTestId: string;
  options: RadioOption[];
  /** The chosen value; '' when none. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A titled radio list of what the server offers (banks, mini markets), or a row saying none. */
export function PickList({
  title,
  emptyText,
  emptyTestId,
  options,
  value,
  onChange,
  testId,
}: Props) {
  return (
    <CellGroup title={title}>
      {options.length === 0 ? <Cell title={emptyText} testId={emptyTestId} /> : null}
      <div className="pm-options">
        <RadioGroup
          label={title}
          value={value || null}
          onChange={onChange}
          options={options}
          testId={testId}
        />
      </div>
    </CellGroup>
  );
}
