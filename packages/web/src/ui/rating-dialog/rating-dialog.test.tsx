import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RatingDialog } from './rating-dialog';

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

function open(onSubmit: (stars: number) => Promise<boolean>, onClose = vi.fn()) {
  return renderWithProviders(
    <RatingDialog
      open
      title="Rate us"
      text="How did we do?"
      submitLabel="Send"
      cancelLabel="Cancel"
      chooseStarMessage="Please choose a rating"
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
}

describe('RatingDialog', () => {
  it('asks for a star before sending, then sends the chosen stars once', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    await open(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('rating-submit'));
    expect(toasts()).toContain('Please choose a rating');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getAllByTestId('rating-star')[3] as HTMLElement);
    await user.click(screen.getByTestId('rating-submit'));
    await user.click(screen.getByTestId('rating-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(4);
    finish(true);
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('rating-star')
          .filter((s) => s.getAttribute('data-filled') === 'true'),
      ).toHaveLength(0),
    );
  });

  it('keeps the stars when the send fails, and forgets them on cancel', async () => {
    const onClose = vi.fn();
    await open(async () => false, onClose);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('rating-star')[1] as HTMLElement);
    await user.click(screen.getByTestId('rating-submit'));
    const filled = () =>
      screen.getAllByTestId('rating-star').filter((s) => s.getAttribute('data-filled') === 'true');
    expect(filled()).toHaveLength(2);
    await user.click(screen.getByTestId('rating-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(filled()).toHaveLength(0);
  });
});
