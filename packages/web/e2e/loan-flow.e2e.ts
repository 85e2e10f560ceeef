import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });

const methods = async (
  calls: () => Promise<{ method: string; params: Record<string, unknown> }[]>,
) => (await calls()).map((c) => c.method);
const hash = (page: Page) => page.evaluate(() => window.location.hash);

describe('loan screens in real Chromium on the sandbox, with a fake Android shell', () => {
  it('confirm -> details -> repay, with the wire messages the shell receives', async () => {
    const { page, deviceId, calls } = await b.open('/loanConfirm?productId=1', {
      fixtures: { confirm: 'plain', loan: 'status-174-delay' },
    });
    await page.getByTestId('confirm-amount').waitFor();
    expect(await page.getByTestId('confirm-amount').textContent()).toBe('Rp1.500.000');
    expect(await page.getByTestId('confirm-agree').isChecked()).toBe(true);

    // Unticked: grey, inactive, nothing sent.
    await page.getByTestId('confirm-agree').uncheck();
    expect(await page.getByTestId('confirm-submit').isDisabled()).toBe(true);
    await page.getByTestId('confirm-agree').check();

    await page.getByTestId('confirm-submit').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/loanDetails'));
    expect(await hash(page)).toBe('#/loanDetails?productId=1&orderId=1001&from=confirm');

    const track = (await calls()).find((c) => c.method === 'trackConfirm');
    expect(track?.params).toEqual({
      event: 'loan_confirm',
      params: { amount: '1500000', periods: '91', termUnit: '1', productId: '1' },
    });
    const push = (await b.requests(deviceId)).find(
      (r) => r.path === '/v3/loan-confirm/loan-detail-push',
    );
    expect(push?.params).toMatchObject({
      amount: '1500000',
      periods: '91',
      termUnit: '1',
      productId: '1',
      isV3: '1',
    });

    // The details page of the new order: repayable, with the delay line, no recommended list.
    await page.getByTestId('loan-repay').waitFor();
    expect(await page.getByTestId('loan-status').getAttribute('data-status')).toBe('174');
    expect(await page.getByTestId('loan-repay-delay').isVisible()).toBe(true);
    expect(await page.getByTestId('recommend-list').count()).toBe(0);

    await page.getByTestId('loan-repay').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/repay'));
    expect(await hash(page)).toBe('#/repay?productId=1&orderId=1001&amount=1575000');
    // Everything stayed in the webview: the shell was never asked to open or close anything.
    expect(await methods(calls)).toEqual(['trackConfirm']);
  });

  it('the details page shows the new status when the webview resumes, and apply-more opens the product through the shell', async () => {
    const { page, deviceId, calls } = await b.open('/loanDetails?productId=1&orderId=1001', {
      fixtures: { loan: 'status-174-delay' },
    });
    await page.getByTestId('loan-repay').waitFor();
    // The borrower pays elsewhere; the order is now paid.
    await b.chooseFixtures(deviceId, { loan: 'status-200' });
    await page.evaluate(() =>
      (window as unknown as { __shellEmit: (e: string) => void }).__shellEmit('resume'),
    );
    await page.getByTestId('loan-apply-more').waitFor();
    expect(await page.getByTestId('loan-status').getAttribute('data-status')).toBe('200');
    expect(await page.getByTestId('loan-repay').count()).toBe(0);

    await page.getByTestId('loan-apply-more').click();
    await expect
      .poll(async () => (await calls()).find((c) => c.method === 'openPage')?.params)
      .toEqual({
        route: 'productDetail',
        query: { productId: '1', module_id: '30', position: '0' },
      });
    await expect
      .poll(
        async () =>
          (await b.requests(deviceId)).find((r) => r.path === '/service/event/save')?.params,
      )
      .toMatchObject({ productId: '1', moduleId: '30', positionId: '0' });
  });

  it('the delay link goes to the repay-delay page', async () => {
    const { page } = await b.open('/loanDetails?productId=1&orderId=1001', {
      fixtures: { loan: 'status-180-delay' },
    });
    await page.getByTestId('loan-repay-delay').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/repayDelay'));
    expect(await hash(page)).toBe('#/repayDelay?productId=1&orderId=1001');
  });

  it('rating 5 stars sends 5 and asks the shell for the store rating', async () => {
    const { page, deviceId, calls } = await b.open('/loanDetails?productId=1&orderId=1001', {
      fixtures: { loan: 'status-200-score' },
    });
    const modal = page.getByTestId('rating-modal');
    await modal.waitFor();
    await modal.getByTestId('rating-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Silakan pilih' }).waitFor();
    await modal.getByTestId('rating-star').nth(4).click();
    await modal.getByTestId('rating-submit').click();
    await modal.waitFor({ state: 'detached' });
    expect(await methods(calls)).toContain('rate');
    const score = (await b.requests(deviceId)).find(
      (r) => r.path === '/v3/loan-details/google-score',
    );
    expect(score?.params.score).toBe('5');
  });

  it('a recommended product of the details page opens through the shell; inactive ones ignore taps', async () => {
    const { page, calls } = await b.open('/loanDetails?productId=1&orderId=1001', {
      fixtures: { loan: 'status-110' },
    });
    const items = page.getByTestId('recommend-list').getByTestId('recommend-item');
    await items.first().waitFor();
    // Playwright refuses to click an aria-disabled control; a borrower's tap still lands on it.
    await items.nth(2).click({ force: true });
    await items.nth(0).click();
    await expect
      .poll(async () => (await calls()).filter((c) => c.method === 'openPage').map((c) => c.params))
      .toEqual([{ url: 'rupiahku://product/detail?productId=12&module_id=300&position=0' }]);
    await page.getByTestId('loan-more-products').click();
    await expect.poll(() => methods(calls)).toContain('goHome');
  });

  it('a failed load shows the reason and retry recovers', async () => {
    const deviceId = newDeviceId();
    // Two failures: the entry's early read, whose failure hands the call to the page's own
    // client, and that call, whose failure the page shows.
    await b.setFaults(deviceId, [
      { endpoint: '/v3/loan-details/loan-details', status: 502, times: 2 },
    ]);
    const { page } = await b.open('/loanDetails?productId=1&orderId=1001', {
      identity: borrowerIdentity(deviceId, '1'),
    });
    await page
      .getByText('The service is unavailable right now (error 502). Please try again.')
      .waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('loan-repay').waitFor();
  });

  it('India: the agreement modal frames the agreement, and Cancel closes the webview through the shell', async () => {
    const deviceId = newDeviceId();
    const { page, calls } = await b.open('/loanConfirm?productId=1', {
      identity: borrowerIdentity(deviceId, '1'),
      fixtures: { confirm: 'agreement-popup' },
    });
    const modal = page.getByTestId('confirm-agreement-modal');
    await modal.waitFor();
    const frame = page.frameLocator('.lc-agreement-frame');
    await frame.getByRole('heading').waitFor();
    expect(await frame.getByRole('heading').textContent()).toContain('Loan Agreement');
    await modal.getByTestId('confirm-agreement-cancel').click();
    await expect.poll(() => methods(calls)).toContain('closeWebview');
  });

  it('the recommended list applies with the scene module and hands app URLs, with the tracking parameters, to the shell', async () => {
    const { page, deviceId, calls } = await b.open('/relevant?scene=banner_jingzhun', {
      fixtures: { recommend: 'products' },
    });
    await page.getByRole('heading', { name: 'Pengajuan Khusus' }).waitFor();
    const items = page.getByTestId('recommend-list').getByTestId('recommend-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(4);
    expect(await page.getByTestId('recommend-tags').count()).toBe(2);
    await items.first().click();
    await expect
      .poll(async () => (await calls()).find((c) => c.method === 'openPage')?.params)
      .toEqual({
        url: 'rupiahku://product/detail?productId=21&scene=banner_jingzhun&module_id=301&position=0',
      });
    const apply = (await b.requests(deviceId)).find((r) => r.path === '/indah/v3/product/apply');
    expect(apply?.params).toMatchObject({
      product_id: '21',
      module_id: '301',
      scene: 'banner_jingzhun',
    });
  });

  it('an empty recommended list leads home through the shell', async () => {
    const { page, calls } = await b.open('/relevant?scene=x', { fixtures: { recommend: 'empty' } });
    await page.getByTestId('recommend-home').click();
    await expect.poll(() => methods(calls)).toContain('goHome');
  });

  it('the joint-login failure page shows why and opens an alternative product', async () => {
    const { page, calls } = await b.open('/jointLoginFailure', { fixtures: { joint: 'failure' } });
    await page.getByTestId('failure-summary').getByText('Login gabungan gagal').waitFor();
    await page.getByTestId('recommend-item').first().click();
    await expect
      .poll(async () => (await calls()).find((c) => c.method === 'openPage')?.params)
      .toEqual({
        url: 'rupiahku://product/detail?productId=31&position=0',
      });
  });
});
