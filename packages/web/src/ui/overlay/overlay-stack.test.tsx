import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { ConfirmDialog } from '../modal/confirm-dialog';
import { Modal } from '../modal/modal';
import { ActionSheet } from '../sheet/action-sheet';
import { closeTopOverlay, openOverlayCount } from './overlay-stack';

function Nested({ blocking = false }: { blocking?: boolean }) {
  const [dialog, setDialog] = useState(true);
  const [sheet, setSheet] = useState(true);
  return (
    <>
      <Modal
        open={dialog}
        onClose={() => setDialog(false)}
        title="Dialog"
        closable={!blocking}
        testId="dialog"
      >
        <p>Under the sheet</p>
      </Modal>
      <ActionSheet
        open={sheet}
        onClose={() => setSheet(false)}
        options={[{ key: 'camera', label: 'Camera' }]}
        onSelect={() => setSheet(false)}
        testId="sheet"
      />
    </>
  );
}

function Ask({ answers }: { answers: string[] }) {
  const [round, setRound] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        Next
      </button>
      <ConfirmDialog
        open
        title="Leave?"
        message="Sure?"
        onConfirm={() => answers.push(`confirm ${round}`)}
        onCancel={() => answers.push(`cancel ${round}`)}
      />
    </>
  );
}

const back = (): boolean => {
  let took = false;
  act(() => {
    took = closeTopOverlay();
  });
  return took;
};

describe('overlay stack (what the Android back key closes)', () => {
  it('closes the innermost overlay first, then the one under it, then reports none', async () => {
    await initI18n('en-IN');
    render(<Nested />);
    expect(openOverlayCount()).toBe(2);
    expect(back()).toBe(true);
    expect(screen.queryByTestId('sheet')).toBeNull();
    expect(screen.getByTestId('dialog')).toBeTruthy();
    expect(back()).toBe(true);
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(openOverlayCount()).toBe(0);
    expect(back()).toBe(false);
  });

  it('a blocking dialog takes the back key and stays open', async () => {
    await initI18n('en-IN');
    render(<Nested blocking />);
    back();
    expect(screen.queryByTestId('sheet')).toBeNull();
    expect(back()).toBe(true);
    expect(screen.getByTestId('dialog')).toBeTruthy();
  });

  it('calls the latest onCancel of a confirm dialog, and unmounting unregisters', async () => {
    await initI18n('en-IN');
    const answers: string[] = [];
    const { unmount } = render(<Ask answers={answers} />);
    act(() => screen.getByText('Next').click());
    back();
    expect(answers).toEqual(['cancel 2']);
    unmount();
    expect(openOverlayCount()).toBe(0);
  });
});
