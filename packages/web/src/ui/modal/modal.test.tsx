import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Opener({ closeOnMask }: { closeOnMask?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Terms"
        closeOnMask={closeOnMask}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('names its mask after its test id, or modal-mask without one', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} testId="terms">
        Body
      </Modal>,
    );
    expect(screen.getByTestId('terms').className).toContain('ui-modal');
    expect(screen.getByTestId('terms-mask')).toBeTruthy();
    rerender(
      <Modal open onClose={() => {}}>
        Body
      </Modal>,
    );
    expect(screen.getByTestId('modal-mask')).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}}>
        Hidden
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus and locks the page scroll', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.tab();
    expect(document.activeElement).toBe(done);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a mask tap only with closeOnMask', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} testId="notice">
        Text
      </Modal>,
    );
    await userEvent.click(screen.getByTestId('notice-mask'));
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Modal open onClose={onClose} closeOnMask testId="notice">
        Text
      </Modal>,
    );
    await userEvent.click(screen.getByTestId('notice-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('notice').getAttribute('role')).toBe('dialog');
  });

  it('has no close button and ignores Escape when not closable', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} closable={false} title="Agreement">
        <button type="button">Agree</button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agree' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets only the top modal handle Escape', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Outer">
          x
        </Modal>
        <Modal open onClose={inner} title="Inner">
          y
        </Modal>
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
