import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../scripts/axe.mjs';
import { MAIN_PAGES, pageUrl } from '../scripts/main-pages.mjs';
import { inAuditTab } from './audit-tab';
import { useChromium } from './chromium';

const baseUrl = inject('baseUrl');
const chromium = useChromium();

describe('accessibility of every main page (axe-core)', () => {
  for (const page of MAIN_PAGES) {
    for (const languageType of ['1', '2']) {
      it(`${page.key} in ${languageType === '1' ? 'English' : 'Indonesian'} has no serious or critical violation`, async () => {
        await inAuditTab(chromium, async (tab) => {
          await tab.goto(
            pageUrl(baseUrl, page, { deviceId: `axe-${page.key}-${languageType}`, languageType }),
          );
          await tab.waitForLoadState('networkidle');
          // Audit the rendered page, not a loading state or a blank document.
          await tab.locator('main h1, main h2, nav').first().waitFor();
          const { violations } = await runAxe(tab);
          const severe = violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          );
          expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
        });
      });
    }
  }
});
