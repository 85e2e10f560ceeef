import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Radio } from './radio';
import { RadioGroup } from './radio-group';

const input = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Checkbox', () => {
  it('is a real checkbox, toggled by its label, and controlled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox checked={false} onChange={onChange} testId="agree">
        I agree
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('I agree'));
    expect(onChange).toHaveBeenCalledWith(true);
    // Controlled: nothing changes until the parent says so.
    expect(input('I agree').checked).toBe(false);
    rerender(
      <Checkbox checked onChange={onChange} testId="agree">
        I agree
      </Checkbox>,
    );
    expect(input('I agree').checked).toBe(true);
    await userEvent.click(screen.getByTestId('agree'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores taps when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange} disabled>
        Off
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Off'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Radio', () => {
  it('reports its value when chosen', async () => {
    const onChange = vi.fn();
    render(
      <Radio value="va" checked={false} onChange={onChange} name="pay">
        Virtual account
      </Radio>,
    );
    await userEvent.click(screen.getByText('Virtual account'));
    expect(onChange).toHaveBeenCalledWith('va');
    // Controlled: a choice the parent does not take is not shown as chosen.
    expect(radio('Virtual account').checked).toBe(false);
  });
});

function Group() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="Pay with"
      value={value}
      onChange={setValue}
      options={[
        { value: 'bank', label: 'Bank' },
        { value: 'store', label: 'Store' },
        { value: 'wallet', label: 'Wallet', disabled: true },
      ]}
      testId="pay"
    />
  );
}

describe('RadioGroup', () => {
  it('is a named radio group of real radios with one name, controlled by value', async () => {
    render(<Group />);
    const group = screen.getByRole('radiogroup', { name: 'Pay with' });
    expect(screen.getByTestId('pay')).toBe(group);
    expect(radio('Bank').name).toBe(radio('Store').name);
    expect(radio('Bank').checked).toBe(false);
    await userEvent.click(screen.getByText('Store'));
    expect(radio('Store').checked).toBe(true);
    await userEvent.click(screen.getByText('Bank'));
    expect(radio('Bank').checked).toBe(true);
    expect(radio('Store').checked).toBe(false);
    await userEvent.click(screen.getByText('Wallet'));
    expect(radio('Wallet').checked).toBe(false);
  });
});
