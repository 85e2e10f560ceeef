import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { severeViolations } from '../scripts/axe.mjs';
import { inAuditTab } from './audit-tab';
import { useChromium } from './chromium';
import { borrowerIdentity, newDeviceId } from './harness';

const baseUrl = inject('baseUrl');
const chromium = useChromium();

const PAGES: { route: string; ready: string; open?: (page: Page) => Promise<void> }[] = [
  { route: '/repay?productId=1&orderId=1001', ready: 'instalment-pay' },
  { route: '/repayDelay?productId=1&orderId=1001', ready: 'delay-pay' },
  { route: '/individual?productId=1&orderId=1001&amount=501000', ready: 'paymethod-banks' },
  {
    route: '/that?productId=1&orderId=1001&amount=501000',
    ready: 'va-number',
    open: async (page) => {
      await page.getByTestId('va-paid').click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    route: '/borrowDetail/1001?productId=1',
    ready: 'legacy-cards',
    open: async (page) => {
      // The market's first card (India's and Indonesia's banks differ).
      await page.getByTestId('legacy-cards').getByRole('radio').first().click();
      await page.getByTestId('legacy-pay').click();
      await page.getByTestId('legacy-sms').waitFor();
    },
  },
  { route: '/addnormalcard?orderId=1001&productId=1', ready: 'legacy-bind' },
];

describe('accessibility of the repayment pages (axe-core)', () => {
  for (const { route, ready, open } of PAGES) {
    for (const languageType of ['1', '2']) {
      it(`${route.split('?')[0]} (languageType ${languageType}) has no serious or critical violation`, async () => {
        await inAuditTab(chromium, new URL(baseUrl).origin, async (page) => {
          const [path, query = ''] = route.split('?');
          const params = new URLSearchParams(query);
          for (const [k, v] of Object.entries(
            borrowerIdentity(newDeviceId('axe-repay'), languageType),
          ))
            params.set(k, v);
          await page.goto(`${baseUrl}#${path}?${params.toString()}`);
          await page.getByTestId(ready).waitFor();
          if (open) await open(page);
          const severe = await severeViolations(page);
          expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
        });
      });
    }
  }
});
