import { describe, expect, it } from 'vitest';
import type { ShellCall } from './fake-shell';
import { LOAN, newDevice, useOwnBuild, workerReady } from './sw-server';

const COMPLAINT = '/complainPageNext?problemType=2&orderNo=1001';
const SAVE = '/user-problem/problem-save';

const env = useOwnBuild();

interface Logged {
  path: string;
  idempotencyKey?: string;
  handled?: boolean;
}
async function requests(deviceId: string): Promise<Logged[]> {
  const r = await fetch(new URL(`/__sandbox/devices/${deviceId}/requests`, env.own.url));
  return ((await r.json()) as { requests: Logged[] }).requests;
}

describe('offline, with the worker installed (real Chromium)', { timeout: 150_000 }, () => {
  it('an offline open says at once that the network is down, with retry and the way out', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    await workerReady(first);
    await first.close();
    await device.context.setOffline(true);
    const page = await device.open(LOAN);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('No internet connection');
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await alert.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    // Back online, Retry shows the order.
    await device.context.setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('loan-status').waitFor();
    // Offline again on another open: Back is the shell's way out (this is the webview's first page).
    await device.context.setOffline(true);
    const other = await device.open(LOAN);
    await other.getByRole('alert').getByRole('button', { name: 'Back' }).click();
    const calls = () =>
      other.evaluate(
        () =>
          (window as unknown as { __fakeShell?: { calls: ShellCall[] } }).__fakeShell?.calls ?? [],
      );
    await expect.poll(async () => (await calls()).map((c) => c.method)).toContain('closeWebview');
    await device.context.close();
  });

  it('a complaint sent offline keeps its text, and the retry online sends it once with the same key', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const page = await device.open(COMPLAINT);
    await workerReady(page);
    const text = 'I paid yesterday but the order still shows unpaid.';
    await page.getByTestId('complaint-text').fill(text);
    await device.context.setOffline(true);
    await page.getByTestId('complaint-submit').click();
    await page.getByText('No internet connection').first().waitFor();
    expect(await page.getByTestId('complaint-text').inputValue()).toBe(text);
    // The failed attempt left its intent's key pending in the session, under the borrower's own
    // key (`…borrower:<who>:intents`, cleared with the identity).
    const pending = await page.evaluate(() => {
      const name = Object.keys(sessionStorage).find((k) => /borrower:[^:]+:intents$/.test(k));
      return Object.values(
        JSON.parse((name && sessionStorage.getItem(name)) ?? '{}') as Record<
          string,
          { key: string }
        >,
      ).map((p) => p.key);
    });
    expect(pending).toHaveLength(1);
    expect((await requests(device.deviceId)).filter((r) => r.path === SAVE)).toEqual([]);
    await device.context.setOffline(false);
    await page.getByTestId('complaint-submit').click();
    await page.getByTestId('complaint-sent').waitFor();
    const saves = (await requests(device.deviceId)).filter((r) => r.path === SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.idempotencyKey).toBe(pending[0]);
    expect(saves[0]?.handled).toBe(true);
    await device.context.close();
  });
});
