import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { usePanelSession } from './panel-session';

const panel = usePanelSession();
const { shot, failureShot } = panel;
let page: Page;
beforeAll(() => {
  page = panel.page;
});

const post = (path: string, body: unknown) =>
  fetch(new URL(path, inject('sandboxServerUrl')), { method: 'POST', body: JSON.stringify(body) });

it('shows the Field view: vitals at p75 against their goals, errors grouped with a link to the page', async () => {
  const context = {
    build: '1.0.0+test',
    source: 'network',
    engine: { family: 'chromium', major: 80 },
    platform: 'android',
    market: 'IN',
  };
  const crash = {
    type: 'render',
    page: '/repay',
    name: 'TypeError',
    message: 'field-view-test: x is undefined',
    frames: ['assets/repay-page-abc.js:1:200'],
  };
  const sent = await post('/volleys/__field', {
    schema: 'hybrid-loan/field-report',
    version: 1,
    sentAt: Date.now(),
    context,
    reports: [
      { ...crash, at: Date.now() - 1000 },
      { ...crash, at: Date.now() },
    ],
  });
  expect(sent.status).toBe(204);
  for (const [name, value] of [
    ['LCP', 3100],
    ['INP', 90],
    ['CLS', 0.02],
  ] as const)
    await post('/volleys/__vitals', { name, value, page: '/repay', engine: 'chromium 80' });

  await page.getByRole('tab', { name: 'Field' }).click();
  const view = page.getByRole('region', { name: 'Field' });
  const row = view.locator('tr', { hasText: 'field-view-test: x is undefined' });
  await row.waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
    await failureShot('failed-field');
    throw error;
  });
  await expect.poll(() => view.locator('canvas').count(), { timeout: 20_000 }).toBe(3);
  // Chart.js drew on them: a canvas it has not drawn on is 300 x 150 and blank.
  await expect
    .poll(
      () =>
        view
          .locator('canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.toDataURL().length),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(2000);
  expect(await row.locator('td').nth(2).textContent()).toBe('2');
  const text = await row.textContent();
  expect(text).toContain('assets/repay-page-abc.js:1:200');
  expect(text).toContain('chromium 80');
  expect(await view.getByText('LCP at p75 per page and engine (goal 2500 ms)').count()).toBe(1);
  await shot(
    'field',
    'The Field view: vitals at p75 per page and engine against their goals, errors grouped',
  );
  await row.getByRole('button', { name: '/repay' }).click();
  await expect
    .poll(() => page.getByLabel('Route', { exact: true }).inputValue())
    .toMatch(/^\/repay/);
  // The device opened it: the page's URL now is the repay page's.
  await expect
    .poll(() => page.locator('.address .current').textContent(), { timeout: 20_000 })
    .toContain('/repay');
});
