import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('shows the title as the page heading and a labelled back button', async () => {
    const onBack = vi.fn();
    render(
      <NavBar title="Repayment" onBack={onBack} right={<button type="button">Help</button>} />,
    );
    expect(screen.getByRole('banner').className).toBe('ui-nav');
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without onBack', () => {
    render(<NavBar title="Home" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
