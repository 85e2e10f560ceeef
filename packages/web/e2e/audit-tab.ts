import type { Page } from 'playwright-core';
import type { FileChromium } from './chromium';

/**
 * Runs `audit` in a phone-sized tab of a context of its own, closed after it (also when it
 * fails). bypassCSP only so the test can inject axe: the production CSP (rightly) refuses the
 * inline script; the pages themselves run as built.
 */
export async function inAuditTab(
  chromium: FileChromium,
  audit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await chromium.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
    // The audit reads the page, not its worker (whose precache would only add CPU; see harness.ts).
    serviceWorkers: 'block',
  });
  try {
    await audit(await context.newPage());
  } finally {
    await context.close();
  }
}
