import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import './input.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength'
>;

export interface MaskedInputProps extends NativeProps {
  /** The raw value (digits, or digits and a dot): what the form keeps and sends. */
  value: string;
  /** Called with the raw value after each edit. */
  onChange: (value: string) => void;
  testId?: string;
  ref?: Ref<HTMLInputElement>;
}

interface MaskProps extends MaskedInputProps {
  /** Raw value -> what the field shows. */
  format: (raw: string) => string;
  /** What was typed (shown text with the edit) -> raw value, capped. */
  parse: (text: string) => string;
}

/**
 * A text field that keeps a raw value and shows it formatted (groups, caps). The caret stays after
 * the same character when the formatting adds or removes separators, so editing mid-number works.
 */
export function MaskedInput({ value, onChange, format, parse, testId, ref, ...rest }: MaskProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  // Characters of the raw value before the caret after the last edit, or null when not editing.
  const caret = useRef<number | null>(null);
  const shown = format(value);

  useLayoutEffect(() => {
    const el = input.current;
    const keep = caret.current;
    if (!el || keep === null || document.activeElement !== el) return;
    caret.current = null;
    let at = 0;
    let seen = 0;
    while (at < shown.length && seen < keep) {
      if (parse(shown.charAt(at)) !== '') seen += 1;
      at += 1;
    }
    el.setSelectionRange(at, at);
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const before = text.slice(0, event.target.selectionStart ?? text.length);
    const next = parse(text);
    caret.current = Math.min(parse(before).length, next.length);
    onChange(next);
  };

  return (
    <input
      ref={input}
      type="text"
      className="ui-input"
      {...rest}
      value={shown}
      onChange={change}
      data-testid={testId}
    />
  );
}
