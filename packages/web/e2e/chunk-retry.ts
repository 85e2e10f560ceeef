import { type EngineBrowser, type EngineName, launchEngine } from '@hybrid-loan/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAIN_PAGES, pageUrl } from '../scripts/main-pages.mjs';

/**
 * A page whose code failed to download (a bad network as the borrower moves on) shows the error
 * state, and its retry brings the page once the network is back. Engines that keep a failed
 * module download for the document (Chromium 80 among them) can only do that in a new document:
 * the retry loads the document again (src/app/page-retry.ts).
 */
export function retryAfterFailedDownload(engine: EngineName) {
  const baseUrl = inject('baseUrl');
  describe(`a failed page download on ${engine}`, () => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await launchEngine(engine);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the error state, and the retry brings the page once the network is back', async () => {
      const details = MAIN_PAGES.find((p) => p.key === 'loan-details');
      if (!details) throw new Error('no loan details page');
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      try {
        if (!page.blockRequests) throw new Error(`${engine} cannot fail a request`);
        const deviceId = `retry-${engine}-${Date.now().toString(36)}`;
        await page.goto(pageUrl(baseUrl, details, { deviceId }));
        await page.waitFor('the loan details', () =>
          document.querySelector('[data-testid="loan-status"]')?.textContent ? true : null,
        );
        // The network drops as the borrower moves on: every request to the pages' origin fails,
        // the retry's own code too unless the document has it already (it comes with the kit).
        await page.blockRequests([new URL(baseUrl).origin]);
        await page.evaluate(() => {
          window.location.hash = '#/customerService';
        });
        await page.waitFor('the error state', () =>
          document.querySelector('[data-testid="error-state"]') ? true : null,
        );
        await page.blockRequests([]);
        await page.evaluate(() => {
          document.querySelector<HTMLButtonElement>('[data-testid="error-retry"]')?.click();
        });
        const phone = await page.waitFor(
          'the customer service page',
          () => document.querySelector('[data-testid="service-phone"]')?.textContent || null,
          45_000,
        );
        expect(phone).toBeTruthy();
        // The borrower and the address stayed (a new document, if it took one, kept both).
        expect(await page.evaluate(() => window.location.hash)).toBe('#/customerService');
      } finally {
        await page.close();
      }
    });
  });
}
