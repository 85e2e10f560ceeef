import { type FakeShell, installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectBridge, holdNativeMessages, trackInAppHistory } from '../lib/bridge';
import { onNativeBack } from './native-back';

// back-key-entry-page failed 3 times in 11 runs on Chromium 80 and WebKit: a back press sent right
// after the first paint produced no closeWebview. The page dropped it twice over: the shell's
// message came before the SDK had its receiver, or after it but before the app's back listener.

let shell: FakeShell;
let stopTracking: () => void = () => undefined;
const closes = () => shell.calls.filter((c) => c.method === 'closeWebview').length;
const until = async (check: () => boolean) => {
  for (const end = Date.now() + 10_000; !check(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeEach(() => {
  window.history.replaceState(null, '', '#/loanDetails?productId=1&orderId=1001');
  stopTracking = trackInAppHistory(window);
  shell = installFakeShell(window, { platform: 'android' });
  // As in a fresh webview: no receiver until the page's entry runs.
  delete (window as unknown as { LoanNativeReceive?: unknown }).LoanNativeReceive;
});
afterEach(() => {
  stopTracking();
  // Leave no shell behind for the next file on this worker.
  const w = window as unknown as { LoanNative?: unknown; LoanNativeReceive?: unknown };
  delete w.LoanNative;
  delete w.LoanNativeReceive;
});

describe('a back press as the page appears', () => {
  it('sent before the bridge SDK loaded, is handled once the back listener is there', async () => {
    holdNativeMessages(window);
    shell.emit('back');
    const { bridge, backPresses } = connectBridge(window, {});
    expect(closes()).toBe(0);
    backPresses.listen(() => onNativeBack(bridge));
    await until(() => closes() === 1);
  });

  it('sent after the SDK loaded but before the back listener, is handled once it listens', async () => {
    holdNativeMessages(window);
    const { bridge, backPresses } = connectBridge(window, {});
    shell.emit('back');
    backPresses.listen(() => onNativeBack(bridge));
    await until(() => closes() === 1);
    // Handed over once: a later press is the listener's own.
    shell.emit('back');
    await until(() => closes() === 2);
  });
});
