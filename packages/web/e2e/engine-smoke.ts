import { type EngineBrowser, type EngineName, launchEngine } from '@hybrid-loan/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAIN_PAGES, pageUrl } from '../scripts/main-pages.mjs';

/**
 * What each main page shows once its data arrived: an element (test id) with content, and the
 * API call (path ending) the sandbox saw from this device. `null`: the page loads no data.
 */
export const PAGE_DATA: Record<string, { shows: string; request: string | null }> = {
  'company-site': { shows: 'site-nav-home', request: null },
  registration: { shows: 'register-captcha-image', request: '/promotion/get-captcha' },
  'loan-confirmation': { shows: 'confirm-amount', request: '/loan-confirm/loan-detail-confirm' },
  'loan-details': { shows: 'loan-status', request: '/loan-details/loan-details' },
  'recommended-list': { shows: 'recommend-item', request: '/product/recommend-product-list' },
  instalments: { shows: 'instalment-total', request: '/installment/loan-play-detail' },
  'pay-method-choice': { shows: 'paymethod-banks', request: '/loan-details/init-pay-type' },
  'virtual-account': { shows: 'va-number', request: '/loan-details/generate-vcode' },
  'complaint-form': { shows: 'complaint-text', request: '/user-problem/problem-init' },
  chatbot: { shows: 'chat-bot-options', request: '/user-problem/get-qa-list' },
  'customer-service': { shows: 'service-phone', request: '/personal-center/contact-kf-info' },
};

async function requestPaths(baseUrl: string, deviceId: string): Promise<string[]> {
  const response = await fetch(new URL(`/__sandbox/devices/${deviceId}/requests`, baseUrl));
  const body = (await response.json()) as { requests: { path: string }[] };
  return body.requests.map((r) => r.path);
}

/**
 * Opens every main page of the production build on the sandbox in a real engine and checks that
 * it shows its data: the fault this guards against is a page stuck on "Something went wrong"
 * with no API request, because the code used an API the engine lacks.
 */
export function smokeEveryMainPage(engine: EngineName) {
  const baseUrl = inject('baseUrl');
  describe(`every main page on ${engine}`, () => {
    // Inside the describe: a file's engines start one after another, each stopped before the next.
    let browser: EngineBrowser;
    beforeAll(async () => {
      browser = await launchEngine(engine);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('has a data check for every main page', () => {
      expect(MAIN_PAGES.map((p) => p.key).filter((k) => !PAGE_DATA[k])).toEqual([]);
    });

    for (const main of MAIN_PAGES) {
      it(`${main.key} opens and shows its data`, async () => {
        const expected = PAGE_DATA[main.key];
        if (!expected) throw new Error(`no data check for ${main.key}`);
        const deviceId = `smoke-${engine}-${main.key}-${Date.now().toString(36)}`;
        const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
        try {
          await page.goto(pageUrl(baseUrl, main, { deviceId }));
          const state = await page.waitFor(
            `${main.key} to show [data-testid="${expected.shows}"] or an error`,
            (id: string) => {
              const error = document.querySelector('[data-testid="error-state"]');
              if (error) return { error: error.textContent };
              const el = document.querySelector(`[data-testid="${id}"]`);
              const content =
                el && (el.textContent || el.getAttribute('src') || el.getAttribute('placeholder'));
              return content ? { shown: content } : null;
            },
            45_000,
            expected.shows,
          );
          expect(state).not.toHaveProperty('error');
          if (expected.request) {
            const paths = await requestPaths(baseUrl, deviceId);
            expect(
              paths.some((p) => p.endsWith(expected.request ?? '')),
              paths.join(', '),
            ).toBe(true);
          }
        } finally {
          await page.close();
        }
      });
    }
  });
}
