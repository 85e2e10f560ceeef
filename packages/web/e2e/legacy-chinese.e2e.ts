import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const LEGACY = '/api/v1/youmi/youmi-api/service/loan';

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

describe('the Chinese legacy store (lang=zh-CN) in real Chromium', () => {
  it("speaks the specification's Chinese, gets the cards in Chinese, and gives the borrower's language back", async () => {
    const deviceId = newDeviceId('legacy-zh');
    const { page } = await b.open('/borrowDetail/1001?productId=1&lang=zh-CN', {
      identity: borrowerIdentity(deviceId, '1'),
      fixtures: { legacy: 'need-valid' },
    });
    await page.getByTestId('legacy-cards').waitFor();
    expect(await page.locator('h1').first().textContent()).toBe('还款详情');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.title()).toBe('还款详情');
    // India's card, named in the language the store asked in; the money stays in rupees.
    expect(await page.getByTestId('legacy-cards').textContent()).toContain('印度国家银行');
    expect(await page.getByTestId('legacy-amount').textContent()).toBe('₹15,000');

    await page.getByTestId('legacy-pay').click();
    await toast(page, '请先选择付款银行卡！');
    await page
      .getByTestId('legacy-cards')
      .getByText(/印度国家银行/)
      .click();
    await page.getByTestId('legacy-pay').click();
    const sms = page.getByTestId('legacy-sms');
    await sms.waitFor();
    await toast(page, '验证码已发送，请在手机上查看！');
    await sms.getByTestId('legacy-sms-code').fill('12345');
    await sms.getByTestId('legacy-sms-confirm').click();
    await toast(page, '请输入正确的验证码');
    await sms.getByTestId('legacy-sms-code').fill('654321');
    await sms.getByTestId('legacy-sms-confirm').click();
    await toast(page, '验证码错误');
    await sms.getByTestId('legacy-sms-code').fill('123456');
    await sms.getByTestId('legacy-sms-confirm').click();
    await page.getByText('还款申请已提交').waitFor();

    const log = await b.requests(deviceId);
    const calls = log.filter((r) => r.path.startsWith(LEGACY));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.every((r) => r.params.lang === 'zh-CN')).toBe(true);

    // Back to the loan details: the borrower's own language (English, India) again.
    await page.getByTestId('legacy-done-back').click();
    await page.getByTestId('loan-status').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
    const text = await page.locator('main').textContent();
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('without lang the store speaks the market language (Indonesian) with the market banks', async () => {
    const deviceId = newDeviceId('legacy-id');
    const { page } = await b.open('/borrowDetail/1001?productId=1', {
      identity: borrowerIdentity(deviceId, '2'),
    });
    await page.getByTestId('legacy-cards').waitFor();
    const cards = (await page.getByTestId('legacy-cards').textContent()) ?? '';
    expect(cards).toContain('Bank Central Asia');
    expect(cards).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
