import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const RECORD = '/h5-api/v3/user-problem/qa-record';

const lastBot = (page: Page) => page.locator('[data-testid^="chat-bot-"]').last();
async function choose(page: Page, name: string) {
  await lastBot(page).getByRole('button', { name }).click();
}

describe('chatbot in real Chromium on the sandbox', () => {
  it('hands over to the complaint form and records it', async () => {
    const { page, deviceId } = await b.open('/intelligentCustomerService?orderNo=1001', {
      identity: borrowerIdentity(newDeviceId('chat'), '1'),
    });
    await choose(page, 'Collection');
    await choose(page, 'A collector is harassing me');
    await page.waitForURL(/#\/complainPageNext\?problemType=1&problemSonType=11&orderNo=1001$/);
    await page.getByTestId('complaint-text').waitFor();
    const records = (await b.requests(deviceId)).filter((r) => r.path === RECORD);
    expect(records[0]?.params).toMatchObject({ type: '1', qaId: '31', orderNo: '1001' });
  });

  it('rates a solved answer 5 stars, which reaches the shell as rate', async () => {
    const { page, deviceId, calls } = await b.open('/intelligentCustomerService?orderNo=1001', {
      identity: borrowerIdentity(newDeviceId('chat'), '1'),
    });
    await choose(page, 'Loan application');
    await choose(page, 'How long does the review take?');
    await page.getByTestId('chat-solved').click();
    const modal = page.getByTestId('rating-modal');
    await modal.waitFor();
    await modal.getByTestId('rating-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Please select' }).waitFor();
    await modal.getByTestId('rating-star').nth(4).click();
    await modal.getByTestId('rating-submit').click();
    await expect.poll(async () => (await calls()).map((c) => c.method)).toContain('rate');
    await lastBot(page).getByText('Thank you for your rating!').waitFor();
    const records = (await b.requests(deviceId)).filter((r) => r.path === RECORD);
    expect(records.map((r) => [r.params.type, r.params.value])).toEqual([
      ['2', '1'],
      ['3', '5'],
    ]);
  });

  it('sends free text, never an empty one, and keeps the history', async () => {
    const { page, deviceId } = await b.open(
      '/intelligentCustomerService?orderNo=1001&selectedIndex=1',
      {
        identity: borrowerIdentity(newDeviceId('chat'), '2'),
      },
    );
    await lastBot(page).getByRole('button', { name: 'Bagaimana cara membayar?' }).waitFor();
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await page.getByTestId('chat-input').fill('xyzzy');
    await page.getByTestId('chat-input').press('Enter');
    await lastBot(page).getByTestId('chat-contact-support').waitFor();
    expect(await page.getByTestId('chat-user-message').allTextContents()).toEqual([
      'Pembayaran',
      'xyzzy',
    ]);
    const records = (await b.requests(deviceId)).filter((r) => r.path === RECORD);
    expect(records.map((r) => [r.params.type, r.params.value])).toEqual([['4', 'xyzzy']]);
    await lastBot(page).getByTestId('chat-contact-support').click();
    await page.waitForURL(/#\/customerService$/);
  });
});
