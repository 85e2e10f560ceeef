import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const PUSH = '/v3/loan-confirm/loan-detail-push';

interface Logged {
  path: string;
  idempotencyKey?: string;
  handled?: boolean;
  replayed?: boolean;
  status: number;
}

const pushes = async (deviceId: string) =>
  ((await b.requests(deviceId)) as unknown as Logged[]).filter((r) => r.path === PUSH);

describe('no duplicate money under retries (real Chromium on the sandbox)', () => {
  it('a loan push whose answer is lost is checked again with the same key: one loan', async () => {
    const { page, deviceId } = await b.open('/loanConfirm?productId=1', {
      identity: borrowerIdentity(newDeviceId(), '1'), // English texts
      fixtures: { confirm: 'plain', loan: 'status-174-delay' },
    });
    await page.getByTestId('confirm-submit').waitFor();
    // The server creates the loan, then the connection drops, and stays down for a while.
    // (Chromium itself may resend a POST whose kept-alive connection closed without an answer.)
    await b.setFaults(deviceId, [
      { endpoint: PUSH, lostReply: true, times: 1 },
      { endpoint: PUSH, drop: true },
    ]);
    await page.getByTestId('confirm-submit').click();
    await page.getByText("We're checking whether your request went through…").waitFor();
    await page.getByText(/couldn't find out yet whether your request went through/).waitFor({
      timeout: 30_000,
    });
    expect(page.url()).toContain('#/loanConfirm');
    await b.clearFaults(deviceId);
    // The borrower taps again: the same intent, the same key, the stored answer.
    await page.getByTestId('confirm-submit').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/loanDetails'), null, {
      timeout: 30_000,
    });
    const log = await pushes(deviceId);
    expect(log.length).toBeGreaterThanOrEqual(4);
    const keys = new Set(log.map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(log.filter((r) => r.handled)).toHaveLength(1);
    expect(log.at(-1)?.replayed).toBe(true);
  });

  it('two separate confirmations carry different keys', async () => {
    const { page, deviceId } = await b.open('/loanConfirm?productId=1', {
      fixtures: { confirm: 'plain', loan: 'status-174-delay' },
    });
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('confirm-submit').click();
      await page.waitForFunction(() => window.location.hash.startsWith('#/loanDetails'));
      if (i === 0) {
        // The confirmation replaces itself with the loan details (back never returns to a sent
        // confirmation), so the borrower's second confirmation is a new visit to the page, once
        // the loan details are on screen. Before that, on a slow CPU, the sent confirmation can
        // still be the page on screen, and going back to it returns to that same page, its button
        // sent and disabled (seen beside two CPU burners, and 1 in 3 with the CPU slowed 30x).
        await page.getByTestId('loan-status').waitFor();
        await page.evaluate(() => {
          window.location.hash = '#/loanConfirm?productId=1';
        });
        await page.waitForFunction(() => window.location.hash.startsWith('#/loanConfirm'));
        await page.getByTestId('confirm-submit').waitFor();
      }
    }
    const log = await pushes(deviceId);
    expect(log).toHaveLength(2);
    expect(log[0]?.idempotencyKey).toBeTruthy();
    expect(log[1]?.idempotencyKey).not.toBe(log[0]?.idempotencyKey);
    expect(log.filter((r) => r.handled)).toHaveLength(2);
  });
});
