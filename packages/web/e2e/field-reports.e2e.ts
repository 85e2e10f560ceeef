import { rmSync, writeFileSync } from 'node:fs';
import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { controlPath, SANDBOX_CONTROL } from '@hybrid-loan/dev-contract';
import { type EngineBrowser, type EngineName, launchEngine } from '@hybrid-loan/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeAndroidShellScript } from './fake-shell';
import {
  CONTACT,
  expectFieldsAndNoSecret,
  FAULTS,
  FAULTS_FILE,
  faultsPath,
  one,
  open,
  pageUrl,
  SECRET,
  sandbox,
  show,
  waitForReports,
} from './field-report-kit';

// Every field report the pages send, on the engine of today's Android webviews and on the oldest
// supported one (Chromium 80): one browser per engine, two pages, each failure once, nothing of
// what a borrower is or typed in any report.

function fieldReportsOn(engine: EngineName) {
  const baseUrl = inject('baseUrl');
  describe(`field reports on ${engine}`, () => {
    let browser: EngineBrowser;
    let major = 0;
    beforeAll(async () => {
      writeFileSync(faultsPath, FAULTS);
      browser = await launchEngine(engine);
      major = Number(browser.version.split('.')[0]);
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(faultsPath, { force: true });
    });

    it('reports a thrown error, a rejected promise, a bridge timeout and a render error once each', async () => {
      const deviceId = `field-${engine}-a-${Date.now().toString(36)}`;
      const page = await open(
        browser,
        pageUrl(baseUrl, pageHref(PAGES.customerService), deviceId),
        deviceId,
        await fakeAndroidShellScript({}, ['call']),
      );
      try {
        await show(page, 'service-phone');
        await page.evaluate((src: string) => {
          document.head.append(Object.assign(document.createElement('script'), { src }));
        }, `./${FAULTS_FILE}`);
        await page.waitFor('the faults script', () =>
          Boolean((window as { __fieldFaults?: unknown }).__fieldFaults),
        );
        const message = `no ${SECRET.order} for ${SECRET.phone}, due ${SECRET.amount} token=${SECRET.token} ${SECRET.gid} ${SECRET.stored} "${SECRET.typed}"`;
        await page.evaluate(
          (stored: string, typed: string, text: string) => {
            // Planted in the app's storage and in a field the borrower typed into.
            localStorage.setItem('hl:borrower:field-note', JSON.stringify({ note: stored }));
            const input = document.createElement('input');
            input.value = typed;
            document.body.append(input);
            const faults = (
              window as unknown as { __fieldFaults: Record<string, (m: string) => void> }
            ).__fieldFaults;
            faults.throwSoon?.(text);
            faults.rejectSoon?.(`rejected: ${text}`);
            // The shell never answers `call`: the bridge's timeout ends it.
            (document.querySelector('[data-testid="service-phone"]') as HTMLElement).click();
          },
          SECRET.stored,
          SECRET.typed,
          message,
        );
        const service = '/customerService';
        const confirm = '/loanConfirm';
        await waitForReports(baseUrl, deviceId, [
          { type: 'error', page: service },
          { type: 'rejection', page: service },
          { type: 'bridge', page: service },
        ]);
        await page.evaluate(
          (text: string, hash: string) => {
            // The next page's amounts fail to render (Number#toFixed is what the money format uses).
            const toFixed = Number.prototype.toFixed;
            Number.prototype.toFixed = function (this: number, digits?: number) {
              if (location.hash.includes('loanConfirm')) throw new Error(`render ${text}`);
              return toFixed.call(this, digits);
            };
            location.hash = hash;
          },
          message,
          pageHref(PAGES.loanConfirm, { productId: '1', orderId: '1001' }),
        );
        await show(page, 'error-state');
        const reports = await waitForReports(baseUrl, deviceId, [
          { type: 'error', page: service },
          { type: 'rejection', page: service },
          { type: 'bridge', page: service },
          { type: 'render', page: confirm },
          { type: 'state', page: confirm },
        ]);
        expect(one(reports, 'error', service)).toMatchObject({ name: 'Error' });
        expect(one(reports, 'rejection', service)).toMatchObject({ name: 'Error' });
        expect(one(reports, 'bridge', service)).toMatchObject({ method: 'call', code: 'TIMEOUT' });
        const render = one(reports, 'render', confirm);
        expect(render).toMatchObject({ name: 'Error', message: expect.stringMatching(/^render /) });
        expect((render as { frames: string[] }).frames.some((f) => f.startsWith('assets/'))).toBe(
          true,
        );
        expect(one(reports, 'state', confirm)).toMatchObject({ cause: 'render' });
        expect(reports).toHaveLength(5);
        expectFieldsAndNoSecret(reports, engine, major);
      } finally {
        await page.close();
      }
    });

    it('reports an API 500, the page in its error state and a failed chunk once each', async () => {
      const deviceId = `field-${engine}-b-${Date.now().toString(36)}`;
      await sandbox(baseUrl, controlPath(SANDBOX_CONTROL.setFaults, deviceId), 'PUT', {
        faults: [{ endpoint: CONTACT, status: 500 }],
      });
      const page = await open(
        browser,
        pageUrl(baseUrl, pageHref(PAGES.customerService, { orderNo: SECRET.order }), deviceId),
        deviceId,
        await fakeAndroidShellScript(),
      );
      try {
        await show(page, 'error-state');
        if (!page.blockRequests) throw new Error(`${browser.name} cannot block requests`);
        await page.blockRequests(['/chatbot-page-']);
        await page.evaluate(
          (hash: string) => {
            location.hash = hash;
          },
          pageHref(PAGES.chatbot, { orderNo: SECRET.order }),
        );
        const service = '/customerService';
        const chat = '/intelligentCustomerService';
        await page.waitFor(
          'the chatbot page in its error state',
          (path: string) =>
            location.hash.startsWith(`#${path}`) &&
            Boolean(document.querySelector('[data-testid="error-state"]')),
          45_000,
          chat,
        );
        const reports = await waitForReports(baseUrl, deviceId, [
          { type: 'api', page: service },
          { type: 'state', page: service },
          { type: 'chunk', page: chat },
          { type: 'state', page: chat },
        ]);
        expect(one(reports, 'api', service)).toMatchObject({
          endpoint: CONTACT,
          class: 'http',
          status: 500,
        });
        expect(one(reports, 'state', service)).toMatchObject({ cause: `api http ${CONTACT}` });
        expect(one(reports, 'chunk', chat)).toMatchObject({
          route: chat,
          attempt: 1,
          outcome: 'failed',
        });
        expect(one(reports, 'state', chat)).toMatchObject({ cause: 'chunk' });
        expect(reports).toHaveLength(4);
        expectFieldsAndNoSecret(reports, engine, major);
      } finally {
        await page.close();
      }
    });
  });
}

fieldReportsOn('chromium');
fieldReportsOn('chromium-80');
