import { createBridge } from '@hybrid-loan/bridge-sdk';
import { type FakeShell, installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackInAppHistory } from '../lib/bridge';
import { initI18n } from '../lib/i18n';
import { Modal } from '../ui/modal/modal';
import { useNativeBack } from './native-back';

let shell: FakeShell;
let stopTracking: () => void = () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const closes = () => shell.calls.filter((c) => c.method === 'closeWebview').length;

function Page({ bridge }: { bridge: ReturnType<typeof createBridge> }) {
  useNativeBack(bridge);
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Rate us" testId="rating">
      <p>Stars</p>
    </Modal>
  );
}

beforeEach(async () => {
  await initI18n('en-IN');
  window.history.replaceState(null, '', '#/loanDetails?productId=1&orderId=1001');
  stopTracking = trackInAppHistory(window);
  shell = installFakeShell(window, { platform: 'android' });
});
afterEach(() => stopTracking());

describe('the Android back key (shell event back)', () => {
  it('closes the dialog first, then at the page the shell opened closes the webview', async () => {
    render(<Page bridge={createBridge(window)} />);
    expect(screen.getByTestId('rating')).toBeTruthy();
    act(() => shell.emit('back'));
    await waitFor(() => expect(screen.queryByTestId('rating')).toBeNull());
    await settle();
    expect(closes()).toBe(0);
    act(() => shell.emit('back'));
    await waitFor(() => expect(closes()).toBe(1));
  });

  it('on a page our pages pushed, goes back in the history and keeps the webview', async () => {
    render(<Page bridge={createBridge(window)} />);
    act(() => shell.emit('back'));
    window.location.hash = '#/that?orderId=1001';
    await settle();
    act(() => shell.emit('back'));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/loanDetails?productId=1&orderId=1001'),
    );
    await settle();
    expect(closes()).toBe(0);
    act(() => shell.emit('back'));
    await waitFor(() => expect(closes()).toBe(1));
  });
});
