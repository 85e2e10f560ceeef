import type { Page } from 'playwright-core';
import type { FileChromium } from './chromium';

/**
 * Runs `audit` in a new phone-sized tab, in a context reused by the file's audits (its storage for
 * `origin` wiped first), closed after it (also when it fails). The pages run as built, their
 * content security policy included (`runAxe` needs no exception to it).
 */
export async function inAuditTab(
  chromium: FileChromium,
  origin: string,
  audit: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await chromium.pooledPage(
    {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      // The audit reads the page, not its worker (whose precache would only add CPU; see harness.ts).
      serviceWorkers: 'block',
    },
    origin,
  );
  try {
    await audit(page);
  } finally {
    await page.close();
  }
}
