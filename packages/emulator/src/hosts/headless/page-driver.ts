import { WORKER_STATE_MESSAGE } from '@hybrid-loan/bridge-sdk/contract';
import type { Frame, Page } from 'playwright-core';
import type { CallEntry, RequestEntry } from '../../core/call-log';
import type { Driver } from '../../core/replay';
import type { Step } from '../../core/scenario';
import { readWorkerInfo } from '../../shim/worker-info';

/** Generous: a loaded 2-core CI machine runs several scenarios at once. */
const ELEMENT_TIMEOUT_MS = 10_000;

/**
 * A replay driver on a Playwright page or frame: the headless host drives the page itself, the
 * browser host's tests drive the app's iframe inside the panel. Taps are touch taps when the
 * device has touch.
 */
export function pageDriver(opts: {
  /** The page now (a `reopen` step opens another). */
  page: () => Page;
  frame?: () => Frame | Page;
  touch: boolean;
  /** The page's calls, checked by the host (see core/call-entry-check.ts). */
  calls: () => Promise<CallEntry[]>;
  /** Why the host dropped entries of the page's call log. */
  malformedCalls?: () => string[];
  /** Sends a native event another way than evaluating in the page (the panel's comlink link). */
  emit?: (event: string, data: Record<string, unknown>) => Promise<void>;
  requests: () => Promise<RequestEntry[]>;
  fieldReports?: Driver['fieldReports'];
  screenshot: (
    png: Buffer,
    step: Extract<Step, { step: 'screenshot' }>,
  ) => Promise<{ file?: string; problem?: string }>;
  /** Where a failure's picture goes. */
  failureFile?: string;
  /** The host's own ways for these steps (a page of the device opened again, its network...). */
  reopen: () => Promise<void>;
  network: (state: 'offline' | 'online') => Promise<void>;
  server: Driver['server'];
}): Driver {
  const target = () => (opts.frame ? opts.frame() : opts.page());
  const byTestId = (testId: string) => target().locator(`[data-testid="${testId}"]`);
  return {
    async tap({ testId, text, label, nth }, timeoutMs = ELEMENT_TIMEOUT_MS) {
      const all = testId
        ? byTestId(testId)
        : label
          ? target().getByLabel(label, { exact: true })
          : target().getByText(text ?? '', { exact: false });
      const el = all.nth(nth ?? 0);
      await el.waitFor({ state: 'attached', timeout: timeoutMs });
      // Custom controls hide their input (a styled checkbox): tap what the borrower sees, its label.
      const visible = await el
        .waitFor({ state: 'visible', timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (!visible) {
        await el.evaluate((n) => ((n.closest('label') ?? n) as HTMLElement).click());
        return;
      }
      if (opts.touch && !opts.frame) await el.tap({ timeout: timeoutMs });
      else await el.click({ timeout: timeoutMs });
    },
    async fill(testId, value, timeoutMs = ELEMENT_TIMEOUT_MS) {
      const el = byTestId(testId).first();
      await el.waitFor({ state: 'attached', timeout: timeoutMs });
      // The test id may sit on a wrapper; fill the input inside it then.
      const input = (await el.evaluate(
        (n) => n instanceof HTMLInputElement || n instanceof HTMLTextAreaElement,
      ))
        ? el
        : el.locator('input, textarea').first();
      await input.fill(value, { timeout: timeoutMs });
    },
    async waitForText(text, timeoutMs) {
      await target()
        .getByText(text, { exact: false })
        .first()
        .waitFor({ state: 'visible', timeout: timeoutMs });
    },
    async waitFor(testId, timeoutMs) {
      await byTestId(testId).first().waitFor({ state: 'visible', timeout: timeoutMs });
    },
    async hasText(text, testId, timeoutMs) {
      const scope = testId ? byTestId(testId).first() : target().locator('body');
      const loc = scope.getByText(text, { exact: false }).first();
      if (timeoutMs <= 0) return loc.isVisible();
      return loc
        .waitFor({ state: 'visible', timeout: timeoutMs })
        .then(() => true)
        .catch(() => false);
    },
    async url() {
      return target().url();
    },
    async emit(event, data) {
      if (opts.emit) return opts.emit(event, data);
      await target().evaluate(
        ([e, d]) =>
          (
            window as unknown as { __emulatorEmit?: (e: string, d: unknown) => void }
          ).__emulatorEmit?.(e as string, d),
        [event, data] as const,
      );
    },
    calls: opts.calls,
    ...(opts.malformedCalls ? { malformedCalls: opts.malformedCalls } : {}),
    requests: opts.requests,
    ...(opts.fieldReports ? { fieldReports: opts.fieldReports } : {}),
    reopen: opts.reopen,
    network: opts.network,
    server: opts.server,
    serviceWorker: () => target().evaluate(readWorkerInfo, WORKER_STATE_MESSAGE),
    async capture() {
      if (!opts.failureFile) return undefined;
      await opts.page().screenshot({ path: opts.failureFile, timeout: 5000 });
      return opts.failureFile;
    },
    async screenshot(step) {
      const png = await opts.page().screenshot({ animations: 'disabled', caret: 'hide' });
      return opts.screenshot(png, step);
    },
  };
}
