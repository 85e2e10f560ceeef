import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a primary, type="button" button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-btn-primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks taps while loading and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} testId="submit">
        Submit
      </Button>,
    );
    const button = screen.getByTestId('submit');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled and is not busy', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.className).toContain('ui-btn-secondary');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes button props through (block, submit, aria)', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="text" block aria-describedby="hint">
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.className).toContain('ui-btn-block');
    expect(button.className).toContain('ui-btn-text');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
