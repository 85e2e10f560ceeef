import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ProductCard } from './product-card';
import type { ProductCardData } from './product-card-data';

const product: ProductCardData = {
  id: '7',
  logo: '',
  name: 'CashBuddy',
  active: true,
  buttonText: '',
  amountRange: '₹5,000 - ₹1,00,000',
  amountRangeDescription: 'Loan limit',
  rate: 'Interest 0.05%/day',
  description: 'Money in 2 hours',
  tags: ['Fast payout', 'Low interest'],
};

describe('ProductCard', () => {
  it('shows the product and opens it on a tap, with the page’s words when it names no button', async () => {
    const onOpen = vi.fn();
    render(<ProductCard product={product} applyLabel="Apply" onOpen={onOpen} />);
    const card = screen.getByTestId('recommend-item');
    expect(card.textContent).toContain('CashBuddy');
    expect(card.textContent).toContain('Apply');
    expect(card.textContent).toContain('₹5,000 - ₹1,00,000');
    expect(card.textContent).toContain('Interest 0.05%/day · Money in 2 hours');
    expect(screen.queryByTestId('recommend-tags')).toBeNull();
    await userEvent.setup().click(card);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows its tags when asked and its own button text', () => {
    render(
      <ProductCard
        product={{ ...product, buttonText: 'Quota full' }}
        applyLabel="Apply"
        showTags
        onOpen={() => {}}
      />,
    );
    expect(screen.getByTestId('recommend-tags').textContent).toBe('Fast payoutLow interest');
    expect(screen.getByTestId('recommend-item').textContent).toContain('Quota full');
  });

  it('stays visible but ignores taps when inactive, and is axe-clean', async () => {
    const onOpen = vi.fn();
    render(
      <ProductCard product={{ ...product, active: false }} applyLabel="Apply" onOpen={onOpen} />,
    );
    const card = screen.getByTestId('recommend-item');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(card);
    expect(onOpen).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});
