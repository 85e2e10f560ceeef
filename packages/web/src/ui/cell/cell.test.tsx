import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Cell } from './cell';
import { CellGroup } from './cell-group';

describe('Cell and CellGroup', () => {
  it('shows title and value rows under a group heading', () => {
    render(
      <CellGroup title="Loan">
        <Cell title="Amount" value="₹5,000" testId="amount" />
        <Cell title="Term" value="7 days" label="Due 1 Jan" />
      </CellGroup>,
    );
    expect(screen.getByRole('heading', { name: 'Loan' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('Amount₹5,000');
    expect(screen.getByText('Due 1 Jan')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('amount').querySelector('svg')).toBeNull();
  });

  it('is a button with an arrow when it has onClick', async () => {
    const onClick = vi.fn();
    render(<Cell title="Customer service" value="+62 21" onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Customer service/ });
    expect(button.querySelector('svg')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a link with href, and the arrow can be turned off', () => {
    render(<Cell title="E-mail" value="help@x.id" href="mailto:help@x.id" arrow={false} />);
    const link = screen.getByRole('link', { name: /E-mail/ });
    expect(link.getAttribute('href')).toBe('mailto:help@x.id');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(<Cell title="Locked" onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Locked' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
