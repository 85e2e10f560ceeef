import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

afterEach(async () => {
  await initI18n('en-IN');
});

describe('EmptyState', () => {
  it('shows a title, text and an action', () => {
    render(
      <EmptyState
        title="No loans yet"
        text="Apply in two minutes."
        action={<a href="#/apply">Apply</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No loans yet' })).toBeTruthy();
    expect(screen.getByText('Apply in two minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  it('announces the message and offers Retry and Back', async () => {
    const onRetry = vi.fn();
    const onBack = vi.fn();
    render(<ErrorState message="No internet connection." onRetry={onRetry} onBack={onBack} />);
    expect(screen.getByRole('alert').textContent).toContain('No internet connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('takes its own labels and shows only the buttons it has handlers for', () => {
    render(<ErrorState message="Oops" onRetry={() => {}} retryLabel="Reload" />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('speaks Indonesian in id-ID', async () => {
    await initI18n('id-ID');
    render(<ErrorState message="Gagal" onRetry={() => {}} onBack={() => {}} />);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
  });
});
