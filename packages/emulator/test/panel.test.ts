import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { usePanelSession } from './panel-session';

const panel = usePanelSession();
const { app, shot, failureShot, navPaddingTop, rows } = panel;
let page: Page;
beforeAll(() => {
  page = panel.page;
});

it('draws the device at true size with its notch and applies the safe areas to the page', async () => {
  await expect.poll(navPaddingTop, { timeout: 30_000 }).toBe('47px');
  const box = await page.locator('.screen').boundingBox();
  const scale = Number(await page.getByTestId('emulator-device').getAttribute('data-scale'));
  expect(Math.round((box?.width ?? 0) / scale)).toBe(390);
  await expect.poll(() => page.locator('.notch').count()).toBe(1);
  await shot(
    'iphone-notch',
    'iPhone with a notch: safe areas drawn and applied (nav bar padded 47 px)',
  );
  // At 100 % the iPhone is taller than the stage: its top scrolls into view (centring cut it off).
  await page.getByLabel('Zoom').selectOption('1');
  const tops = await page.locator('.stage').evaluate((stage) => {
    stage.scrollTop = 0;
    const phone = stage.querySelector('.phone') as HTMLElement;
    return {
      overflows: stage.scrollHeight > stage.clientHeight,
      stage: stage.getBoundingClientRect().top,
      phone: phone.getBoundingClientRect().top,
    };
  });
  expect(tops.overflows).toBe(true);
  expect(tops.phone).toBeGreaterThanOrEqual(tops.stage);
  await page.getByLabel('Zoom').selectOption('fit');
  await page.getByLabel('Device', { exact: true }).selectOption('android-low');
  await expect.poll(navPaddingTop, { timeout: 30_000 }).toBe('24px');
  await expect.poll(() => page.locator('.notch').count()).toBe(0);
  // A phone's scrollbar takes no width: the page is as wide as the screen, the title centred.
  // Headless Chromium draws overlay scrollbars anyway, so the style that hides a desktop
  // browser's classic one is checked too (the width alone passed without it here).
  const widths = await (await app()).evaluate(() => ({
    scrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight,
    scrollbar: window.innerWidth - document.documentElement.clientWidth,
    style: getComputedStyle(document.documentElement).getPropertyValue('scrollbar-width'),
  }));
  expect(widths).toEqual({ scrolls: true, scrollbar: 0, style: 'none' });
  await shot('android-low', 'Android (Redmi 9A): status bar inset 24 px, no notch');
  await page.getByLabel('Zoom').selectOption('0.5');
  expect(await page.getByTestId('emulator-device').getAttribute('data-scale')).toBe('0.500');
  await page.getByLabel('Zoom').selectOption('fit');
}, 120_000);

it('filters the timeline by kind, method and text, newest first, with handshakes folded', async () => {
  await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(1);
  // Two loads so far (iPhone, then Android): their hello handshakes fold into rows, never two in a row.
  const names = await page.locator('.trow-name').allTextContents();
  expect(names.some((n) => n.startsWith('hello handshake'))).toBe(true);
  for (let i = 1; i < names.length; i++)
    expect(names[i - 1]?.startsWith('hello') && names[i]?.startsWith('hello')).toBe(false);
  const times = await page.locator('.trow-time').allTextContents();
  expect([...times].sort().reverse()).toEqual(times);

  await page.getByRole('checkbox', { name: 'Bridge' }).uncheck();
  await expect.poll(() => page.locator('.trow[data-kind="bridge"]').count()).toBe(0);
  expect(await page.locator('.trow[data-kind="request"]').count()).toBeGreaterThan(0);
  await shot('timeline-requests', 'Timeline filtered to requests: status and timing per request');
  await page.getByRole('checkbox', { name: 'Bridge' }).check();
  await page
    .getByTestId('emulator-timeline')
    .getByLabel('Method', { exact: true })
    .selectOption('hello');
  await expect.poll(() => page.locator('.trow[data-kind="request"]').count()).toBe(0);
  expect(await page.locator('.trow[data-kind="bridge"]').count()).toBeGreaterThan(0);
  await page
    .getByTestId('emulator-timeline')
    .getByLabel('Method', { exact: true })
    .selectOption('');
  await page.getByRole('searchbox', { name: 'Filter' }).fill('loan-details');
  await expect
    .poll(async () =>
      (await page.locator('.trow-name').allTextContents()).every((n) => n.includes('loan-details')),
    )
    .toBe(true);
  // A request's whole path shows (never cut to the same few characters), with its method.
  const paths = await page.locator('.trow[data-kind="request"] .trow-name').evaluateAll((els) =>
    els.map((el) => ({
      text: el.textContent ?? '',
      title: el.getAttribute('title'),
      cut: el.scrollWidth > el.clientWidth + 1,
    })),
  );
  expect(paths.length).toBeGreaterThan(0);
  for (const p of paths) {
    expect(p.text).toMatch(/^(GET|POST) \/.*loan-details/);
    expect(p).toMatchObject({ title: p.text, cut: false });
  }
  await page.locator('.trow-line').first().click();
  await page.locator('.trow-more pre').first().waitFor();
  await shot('timeline-expanded', 'Timeline filtered by text, a request opened: params and reply');
  await page.getByRole('searchbox', { name: 'Filter' }).fill('');
}, 60_000);

it('picks a fixture and injects a fault through the sandbox control API', async () => {
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  const loan = page.locator('[data-testid="emulator-sandbox"] select[aria-label="loan"]');
  await loan.waitFor({ timeout: 15_000 }).catch(async (error: Error) => {
    await failureShot('failed-sandbox');
    throw error;
  });
  await loan.selectOption('status-174-score');
  // The page reloads with the fixture: the frame is remade, so each look finds it anew.
  await expect
    .poll(
      async () =>
        (await app())
          .getByTestId('rating-modal')
          .count()
          .catch(() => 0),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0);
  await shot(
    'fixture',
    'A fixture picked for this borrower: the rating modal shows, no curl needed',
  );

  await page.getByLabel('Endpoint').fill('*');
  await page.getByLabel('Fault', { exact: true }).selectOption('status500');
  await page.getByRole('button', { name: 'Inject' }).click();
  await expect.poll(() => page.locator('.faults li').allTextContents()).toEqual(['*: HTTP 500']);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect
    .poll(
      async () =>
        (await page.locator('.trow[data-kind="request"] .trow-outcome').allTextContents()).some(
          (t) => t.startsWith('500'),
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await shot(
    'fault-500',
    'A 500 injected on every endpoint: the page shows its error, the timeline the 500',
  );
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await page.getByRole('button', { name: 'Clear faults' }).click();
  await expect.poll(() => page.locator('.faults li').count()).toBe(0);
}, 120_000);

it('sets a responder per method and sends native events from beside the device', async () => {
  await page.getByRole('tab', { name: 'Shell' }).click();
  const responders = page.getByTestId('emulator-responders');
  await responders.getByLabel('Method').selectOption('call');
  await responders.getByLabel('Responder', { exact: true }).selectOption('error');
  await responders.getByLabel('Error code').selectOption('NATIVE_ERROR');
  await responders.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => responders.locator('.responders li').allTextContents())
    .toEqual([expect.stringContaining('call NATIVE_ERROR')]);
  await page.getByLabel('Route', { exact: true }).fill('/customerService');
  await page.getByRole('button', { name: 'Go' }).click();
  const frame = await app();
  await frame.getByTestId('service-phone').click({ timeout: 30_000 });
  await frame.getByText('Could not start the call').waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Timeline' }).click();
  // The page's own calls after its first paint (packageInfo, reportHealth) may come after the tap.
  const callRows = page
    .locator('.trow[data-kind="bridge"]')
    .filter({ has: page.locator('.trow-name', { hasText: /^call$/ }) });
  await expect
    .poll(() => callRows.first().locator('.trow-outcome').textContent())
    .toBe('NATIVE_ERROR');
  // The number dialled is redacted in the timeline's line, as in reports.
  const callRow = page.locator('.trow[data-kind="bridge"]', { hasText: 'NATIVE_ERROR' }).first();
  expect(await callRow.locator('.trow-detail').textContent()).toBe('{"phone":"[redacted]"}');
  await page.getByRole('button', { name: '◀ Back' }).click();
  await expect
    .poll(() => page.locator('.trow[data-kind="event"] .trow-name').first().textContent())
    .toBe('back');
  await shot('responder', 'A responder (call → NATIVE_ERROR) and a back event in the timeline');
}, 120_000);

it('shows that the webview closed when the page calls closeWebview, and reopens it', async () => {
  await page.getByRole('button', { name: 'Reload' }).click();
  await (await app()).locator('.ui-nav').first().waitFor({ timeout: 30_000 });
  const closed = page.getByTestId('emulator-webview-closed');
  expect(await closed.count()).toBe(0);
  // The back key at the page the shell opened, with no dialog: the page closes the webview.
  await page.getByRole('button', { name: '◀ Back' }).click();
  await closed.waitFor({ timeout: 30_000 });
  expect(await closed.textContent()).toContain('The webview closed');
  await shot('webview-closed', 'closeWebview: the webview is closed on the device, with Reopen');
  await closed.getByRole('button', { name: 'Reopen the page' }).click();
  await expect.poll(() => closed.count(), { timeout: 30_000 }).toBe(0);
  await (await app()).locator('.ui-nav').first().waitFor({ timeout: 30_000 });
}, 120_000);

it('is axe-clean (the panel; the app in its frame is checked by the web package)', async () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  for (const tab of ['Timeline', 'Sandbox', 'Shell', 'Identity']) {
    await page.getByRole('tab', { name: tab }).click();
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              c: unknown,
              o: unknown,
            ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run({ exclude: [['iframe']] }, { resultTypes: ['violations'] });
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    });
    expect(violations, tab).toEqual([]);
  }
}, 60_000);

it('shows the service worker, goes offline and clears the app data', async () => {
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  const version = page.getByTestId('emulator-worker-version');
  // The production build registers its worker once the page is on screen.
  await expect.poll(() => version.textContent(), { timeout: 60_000 }).toMatch(/^[0-9a-f]{12}$/);
  await expect
    .poll(
      async () =>
        /^(\d+) \/ \1$/.test(
          (await page.getByTestId('emulator-worker-cached').textContent()) ?? '',
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  expect(await page.getByTestId('emulator-worker-waiting').textContent()).toBe('none');
  await shot('worker', "The app's service worker: its build, every file cached, no update waiting");

  // Offline: the reloaded page comes from the worker and says the network is down.
  await page.getByTestId('emulator-offline').click();
  await expect.poll(() => page.getByTestId('emulator-offline').textContent()).toBe('Go online');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect
    .poll(
      async () =>
        (await app())
          .getByTestId('error-retry')
          .count()
          .catch(() => 0),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.getByTestId('emulator-worker-served').textContent())
    .toMatch(/^from the worker/);
  await shot(
    'offline',
    'Go offline: the page served by the worker says the network is down, with Try again',
  );
  await page.getByTestId('emulator-offline').click();
  await (await app()).getByTestId('error-retry').click();
  // Back online, Try again shows the page's data (whichever page an earlier test left open).
  await expect
    .poll(
      async () =>
        (await app())
          .getByTestId('error-state')
          .count()
          .catch(() => 1),
      {
        timeout: 30_000,
      },
    )
    .toBe(0);

  // Clear app data: the worker and its cache are gone, and the page reloads from the network.
  await page.getByTestId('emulator-clear-app-data').click();
  await expect
    .poll(() => page.getByTestId('emulator-worker-served').textContent(), { timeout: 30_000 })
    .toBe('from the network');
}, 180_000);
