import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BankCardInput, MoneyInput, NumberInput, PhoneInput } from './inputs';

type Field = typeof PhoneInput;

/** A field in a form that keeps its raw value, as pages do; the raw value is shown beside it. */
function Form({ Input, ...props }: { Input: Field } & Record<string, unknown>) {
  const [value, setValue] = useState('');
  return (
    <label>
      Field
      <Input value={value} onChange={setValue} testId="field" {...props} />
      <output data-testid="raw">{value}</output>
    </label>
  );
}

const field = () => screen.getByTestId('field') as HTMLInputElement;
const raw = () => screen.getByTestId('raw').textContent;

describe('kit inputs', () => {
  it('phone: digits only, 3-4-4, capped at 11', async () => {
    render(<Form Input={PhoneInput} />);
    await userEvent.setup().type(field(), '139a1234-5678999');
    expect(field().value).toBe('139 1234 5678');
    expect(raw()).toBe('13912345678');
    expect(field().type).toBe('tel');
    expect(field().inputMode).toBe('numeric');
  });

  it("phone: a market's grouping and cap", async () => {
    render(<Form Input={PhoneInput} groups={[4, 4, 5]} maxDigits={13} />);
    await userEvent.setup().type(field(), '0812345678901234');
    expect(field().value).toBe('0812 3456 78901');
    expect(raw()).toBe('0812345678901');
  });

  it('phone: an edit in the middle keeps the caret after the typed digit', async () => {
    render(<Form Input={PhoneInput} />);
    const user = userEvent.setup();
    await user.type(field(), '1391234567');
    expect(field().value).toBe('139 1234 567');
    // Type a digit after "139 1": the groups shift, the caret stays after the new digit.
    field().setSelectionRange(5, 5);
    await user.type(field(), '0', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(field().value).toBe('139 1023 4567');
    expect(field().selectionStart).toBe(6);
  });

  it('bank card: digits in groups of 4, 19 at most, also when pasted', async () => {
    render(<Form Input={BankCardInput} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.paste('6222 0202-9876 5432 1234 99');
    expect(field().value).toBe('6222 0202 9876 5432 123');
    expect(raw()).toBe('6222020298765432123');
  });

  it('number: digits only, capped', async () => {
    render(<Form Input={NumberInput} maxLength={6} />);
    await userEvent.setup().type(field(), '12a3456789');
    expect(field().value).toBe('123456');
    expect(raw()).toBe('123456');
  });

  it('money: digits and one dot, two decimals', async () => {
    render(<Form Input={MoneyInput} />);
    await userEvent.setup().type(field(), 'Rp12a.3.4.5');
    expect(field().value).toBe('12.34');
    expect(field().inputMode).toBe('decimal');
  });
});
