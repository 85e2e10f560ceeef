import { createBridge } from '@hybrid-loan/bridge-sdk';
import { type FakeShell, installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The index, so the app's own bridge exists before the test's: the shell talks to the newest one.
import { trackInAppHistory } from '../lib/bridge';
import { useDeferredNativeBack } from './use-deferred-native-back';

let shell: FakeShell;
let stopTracking: () => void = () => undefined;
const closes = () => shell.calls.filter((c) => c.method === 'closeWebview').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function Page({ bridge }: { bridge: ReturnType<typeof createBridge> }) {
  useDeferredNativeBack(bridge);
  return <p>page</p>;
}

beforeEach(() => {
  window.history.replaceState(null, '', '#/loanDetails?productId=1&orderId=1001');
  // At the page the shell opened: no entry of ours to go back to.
  stopTracking = trackInAppHistory(window);
  shell = installFakeShell(window, { platform: 'android' });
});
afterEach(() => stopTracking());

describe('the app-wide Android back listener, loaded after the first render', () => {
  it('closes the webview at the page the shell opened, and stops listening on unmount', async () => {
    const view = render(<Page bridge={createBridge(window)} />);
    await waitFor(() => {
      act(() => shell.emit('back'));
      expect(closes()).toBeGreaterThan(0);
    });
    view.unmount();
    const before = closes();
    act(() => shell.emit('back'));
    await settle();
    expect(closes()).toBe(before);
  });
});
