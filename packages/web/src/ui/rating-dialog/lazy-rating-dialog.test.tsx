import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { RatingDialogProps } from './rating-dialog';

const props = {
  title: 'Rate us',
  submitLabel: 'Send',
  chooseStarMessage: 'Please choose a rating',
  onSubmit: async () => true,
};

/** A page that asks for the rating when its button is tapped (as loan details when the data says so). */
function Page({
  Dialog,
  onClose,
}: {
  Dialog: ComponentType<RatingDialogProps>;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        ask
      </button>
      <Dialog {...props} open={open} onClose={onClose} />
    </>
  );
}

afterEach(() => {
  vi.doUnmock('./rating-dialog');
  // The lazy dialog keeps its download: each test starts from a fresh module graph.
  vi.resetModules();
});

describe('LazyRatingDialog', () => {
  it('downloads nothing while closed and shows the dialog once it opens', async () => {
    const { LazyRatingDialog } = await import('./lazy-rating-dialog');
    const onClose = vi.fn();
    await renderWithProviders(<Page Dialog={LazyRatingDialog} onClose={onClose} />);
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    await userEvent.click(screen.getByText('ask'));
    expect(await screen.findByTestId('rating-modal')).toBeTruthy();
    expect(screen.getAllByTestId('rating-star')).toHaveLength(5);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts as closed when its code cannot be downloaded, so the page goes on', async () => {
    vi.doMock('./rating-dialog', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { LazyRatingDialog } = await import('./lazy-rating-dialog');
    const onClose = vi.fn();
    await renderWithProviders(<LazyRatingDialog {...props} open onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('rating-modal')).toBeNull();
  });
});
