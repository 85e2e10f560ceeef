import type { Page } from 'playwright-core';
import type { FileChromium } from './chromium';

/**
 * Runs `audit` in a phone-sized tab of a context of its own, closed after it (also when it
 * fails). The pages run as built, their content security policy included (`runAxe` needs no
 * exception to it).
 */
export async function inAuditTab(
  chromium: FileChromium,
  audit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await chromium.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    // The audit reads the page, not its worker (whose precache would only add CPU; see harness.ts).
    serviceWorkers: 'block',
  });
  try {
    await audit(await context.newPage());
  } finally {
    await context.close();
  }
}
