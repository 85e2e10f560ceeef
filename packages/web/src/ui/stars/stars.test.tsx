import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stars } from './stars';

function Rating({ onChange, initial = 0 }: { onChange?: (n: number) => void; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Stars
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}
const stars = () => screen.getAllByTestId('rating-star');
const filled = () => stars().map((star) => star.getAttribute('data-filled') === 'true');

describe('Stars', () => {
  it('is a named radio group of five stars', () => {
    render(<Rating />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(stars()[2]?.getAttribute('aria-label')).toBe('3 of 5 stars');
    expect(filled()).toEqual([false, false, false, false, false]);
  });

  it('fills up to the tapped star', async () => {
    const onChange = vi.fn();
    render(<Rating onChange={onChange} />);
    await userEvent.click(stars()[3] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(4);
    expect(filled()).toEqual([true, true, true, true, false]);
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
    await userEvent.click(stars()[0] as HTMLElement);
    expect(filled()).toEqual([true, false, false, false, false]);
  });

  it('works from the keyboard with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Rating initial={2} />);
    expect(stars().filter((s) => s.tabIndex === 0)).toEqual([stars()[1]]);
    await user.tab();
    expect(document.activeElement).toBe(stars()[1]);
    await user.keyboard('{ArrowRight}');
    expect(filled()).toEqual([true, true, true, false, false]);
    expect(document.activeElement).toBe(stars()[2]);
    await user.keyboard('{End}');
    expect(filled()).toEqual([true, true, true, true, true]);
    await user.keyboard('{ArrowRight}');
    expect(filled()).toEqual([true, true, true, true, true]);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(filled()).toEqual([true, false, false, false, false]);
    await user.keyboard('{ArrowUp}');
    expect(filled()).toEqual([true, true, false, false, false]);
  });

  it('takes a count, a test id and a label', async () => {
    const onChange = vi.fn();
    render(<Stars value={0} onChange={onChange} count={3} testId="s" label="Service" disabled />);
    expect(screen.getAllByTestId('s')).toHaveLength(3);
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeTruthy();
    await userEvent.click(screen.getAllByTestId('s')[1] as HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
  });
});
