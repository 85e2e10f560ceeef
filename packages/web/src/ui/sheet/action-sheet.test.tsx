import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PICKER_ANIMATION_S } from '../constants';
import { ActionSheet } from './action-sheet';
import { Sheet } from './sheet';

const options = [
  { key: 'bca', label: 'BCA' },
  { key: 'bri', label: 'BRI' },
  { key: 'bni', label: 'BNI', disabled: true },
];

describe('ActionSheet', () => {
  it('lists the options in a dialog, marks the selected one and chooses on tap', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(
      <ActionSheet
        open
        title="Bank"
        options={options}
        selected="bri"
        onSelect={onSelect}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bank' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'BRI' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'BNI' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'BCA' }));
    expect(onSelect).toHaveBeenCalledWith('bca');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel, the mask and Escape without choosing', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<ActionSheet open options={options} onSelect={onSelect} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByTestId('sheet-mask'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('Sheet', () => {
  it('slides up over the picker animation time and is absent when closed', () => {
    const { rerender } = render(
      <Sheet open onClose={() => {}} testId="picker">
        <p>Body</p>
      </Sheet>,
    );
    expect(screen.getByTestId('picker').style.animationDuration).toBe(`${PICKER_ANIMATION_S}s`);
    rerender(
      <Sheet open={false} onClose={() => {}} testId="picker">
        <p>Body</p>
      </Sheet>,
    );
    expect(screen.queryByTestId('picker')).toBeNull();
  });
});
