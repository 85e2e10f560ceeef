import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_MAX } from '../constants';
import { Badge, badgeText } from './badge';

describe('Badge', () => {
  it('shows the count up to 99 and 99+ above', () => {
    const { rerender } = render(<Badge count={7} />);
    expect(screen.getByTestId('badge').textContent).toBe('7');
    rerender(<Badge count={99} />);
    expect(screen.getByTestId('badge').textContent).toBe('99');
    rerender(<Badge count={100} />);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
    rerender(<Badge count={12345} />);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
  });

  it('shows nothing for zero unless asked, and sits on its child', () => {
    const { rerender } = render(<Badge count={0} />);
    expect(screen.queryByTestId('badge')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByTestId('badge').textContent).toBe('0');
    rerender(
      <Badge count={3}>
        <span>Inbox</span>
      </Badge>,
    );
    expect(screen.getByText('Inbox').parentElement?.textContent).toBe('Inbox3');
  });

  it('never shows more than three characters', () => {
    expect(BADGE_MAX).toBe(99);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (count) => {
        const text = badgeText(count);
        expect(text.length).toBeLessThanOrEqual(3);
        expect(text).toBe(count > 99 ? '99+' : String(count));
      }),
    );
  });
});
