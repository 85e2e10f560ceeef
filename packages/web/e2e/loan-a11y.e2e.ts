import { describe, expect, inject, it } from 'vitest';
import { severeViolations } from '../scripts/axe.mjs';
import { inAuditTab } from './audit-tab';
import { useChromium } from './chromium';
import { borrowerIdentity, newDeviceId } from './harness';

const baseUrl = inject('baseUrl');
const chromium = useChromium();

// The loan screens in the states a borrower meets, modals included, audited as built (axe goes in
// through the test's evaluation, which the pages' CSP does not govern).
const CASES = [
  {
    name: 'confirmation',
    route: '/loanConfirm?productId=1',
    fixtures: { confirm: 'plain' },
    ready: 'confirm-submit',
  },
  {
    name: 'confirmation with the agreement modal',
    route: '/loanConfirm?productId=1',
    fixtures: { confirm: 'agreement-popup' },
    ready: 'confirm-agreement-modal',
    languageType: '1',
  },
  {
    name: 'confirmation with the pop-up',
    route: '/loanConfirm?productId=1',
    fixtures: { confirm: 'pop-type' },
    ready: 'confirm-pop',
  },
  {
    name: 'details, repayable',
    route: '/loanDetails?productId=1&orderId=1001',
    fixtures: { loan: 'status-174-delay' },
    ready: 'loan-repay',
  },
  {
    name: 'details with the recommended list',
    route: '/loanDetails?productId=1&orderId=1001',
    fixtures: { loan: 'status-4' },
    ready: 'recommend-list',
  },
  {
    name: 'details with the rating modal',
    route: '/loanDetails?productId=1&orderId=1001',
    fixtures: { loan: 'status-200-score' },
    ready: 'rating-modal',
  },
  {
    name: 'recommended list',
    route: '/relevant?scene=banner_fudai',
    fixtures: { recommend: 'products' },
    ready: 'recommend-list',
  },
  {
    name: 'recommended list, empty',
    route: '/relevant?scene=banner_fudai',
    fixtures: { recommend: 'empty' },
    ready: 'recommend-home',
  },
  {
    name: 'joint-login failure',
    route: '/jointLoginFailure',
    fixtures: { joint: 'failure' },
    ready: 'failure-summary',
  },
];

describe('accessibility of the loan screens (axe-core)', () => {
  for (const c of CASES) {
    for (const languageType of c.languageType ? [c.languageType] : ['1', '2']) {
      it(`${c.name} (${languageType === '1' ? 'English' : 'Indonesian'})`, async () => {
        const deviceId = newDeviceId('axe-loan');
        await fetch(new URL(`/__sandbox/devices/${deviceId}/fixtures`, baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(c.fixtures),
        });
        await inAuditTab(chromium, new URL(baseUrl).origin, async (page) => {
          const [path, query = ''] = c.route.split('?');
          const params = new URLSearchParams(query);
          for (const [k, v] of Object.entries(borrowerIdentity(deviceId, languageType)))
            params.set(k, v);
          await page.goto(`${baseUrl}#${path}?${params.toString()}`);
          await page.getByTestId(c.ready).waitFor();
          const severe = await severeViolations(page);
          expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
        });
      });
    }
  }
});
