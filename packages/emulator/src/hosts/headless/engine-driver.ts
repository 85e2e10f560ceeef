import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WORKER_STATE_MESSAGE } from '@hybrid-loan/bridge-sdk/contract';
import type { EnginePage } from '@hybrid-loan/engines';
import { CallLogCheck } from '../../core/call-entry-check';
import type { RequestEntry } from '../../core/call-log';
import type { Driver } from '../../core/replay';
import { readWorkerInfo } from '../../shim/worker-info';

const ELEMENT_TIMEOUT_MS = 10_000;

/**
 * A replay driver over any engine (WebDriver, old puppeteer): every action is a small DOM script,
 * written for the oldest engine (no syntax above Chromium 80 / Safari 14). Taps are DOM clicks on
 * the element (or its label, for a styled hidden input), as a borrower's tap ends in.
 */
export function engineDriver(opts: {
  page: EnginePage;
  requests: () => Promise<RequestEntry[]>;
  fieldReports?: Driver['fieldReports'];
  /** Why screenshots are not compared on this engine (the baselines are Chromium's). */
  noScreenshots: string;
  /** Where a failure's picture goes, when the engine can take one. */
  failureFile?: string;
  reopen: () => Promise<void>;
  network: (state: 'offline' | 'online') => Promise<void>;
  server: Driver['server'];
}): Driver {
  const { page } = opts;
  // The log comes from the page, and on a grid from a node's answer: checked entry by entry.
  const log = new CallLogCheck();
  const find = (
    target: { testId?: string; text?: string; label?: string; nth?: number },
    timeoutMs = ELEMENT_TIMEOUT_MS,
  ) =>
    page.waitFor(
      `[${target.testId ? `data-testid="${target.testId}"` : target.label ? `label "${target.label}"` : `text "${target.text}"`}]`,
      (t: { testId?: string; text?: string; label?: string; nth?: number }) => {
        let all: Element[] = [];
        if (t.testId)
          all = Array.prototype.slice.call(
            document.querySelectorAll(`[data-testid="${t.testId}"]`),
          );
        else if (t.label) {
          const labelled = Array.prototype.slice.call(
            document.querySelectorAll('[aria-label]'),
          ) as Element[];
          all = labelled.filter((e) => e.getAttribute('aria-label') === t.label);
          const labels = Array.prototype.slice.call(
            document.querySelectorAll('label'),
          ) as HTMLLabelElement[];
          for (const l of labels)
            if ((l.textContent || '').trim() === t.label) all.push(l.control || l);
        } else {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode())
            if ((n.textContent || '').indexOf(t.text || '') >= 0 && n.parentElement)
              all.push(n.parentElement);
        }
        const el = all[t.nth || 0] as HTMLElement | undefined;
        if (!el) return false;
        const w = window as unknown as { __emulatorTarget?: HTMLElement };
        w.__emulatorTarget = el;
        return true;
      },
      timeoutMs,
      target,
    );
  const visibleText = (text: string, testId?: string) => {
    const scope = testId ? document.querySelector(`[data-testid="${testId}"]`) : document.body;
    // biome-ignore lint/performance/useDomNodeTextContent: what the borrower sees, as Playwright's text checks.
    return !!scope && ((scope as HTMLElement).innerText || '').indexOf(text) >= 0;
  };
  return {
    async tap(target, timeoutMs) {
      await find(target, timeoutMs);
      await page.evaluate(() => {
        const el = (window as unknown as { __emulatorTarget: HTMLElement }).__emulatorTarget;
        const box = el.getBoundingClientRect();
        const hidden = box.width === 0 || box.height === 0;
        ((hidden && el.closest('label')) || el).click();
      });
    },
    async fill(testId, value, timeoutMs) {
      await find({ testId }, timeoutMs);
      await page.evaluate((v: string) => {
        let el = (window as unknown as { __emulatorTarget: HTMLElement }).__emulatorTarget;
        if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement))
          el = el.querySelector('input, textarea') as HTMLElement;
        const proto =
          el instanceof HTMLTextAreaElement
            ? HTMLTextAreaElement.prototype
            : HTMLInputElement.prototype;
        // React tracks the value through the prototype's setter.
        const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
        (el as HTMLInputElement).focus();
        setter?.call(el, v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    },
    async waitForText(text, timeoutMs) {
      await page.waitFor(`text "${text}"`, visibleText, timeoutMs, text);
    },
    async waitFor(testId, timeoutMs) {
      await page.waitFor(
        `[data-testid="${testId}"] shown`,
        (id: string) => {
          const el = document.querySelector(`[data-testid="${id}"]`);
          if (!el) return false;
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        },
        timeoutMs,
        testId,
      );
    },
    async hasText(text, testId, timeoutMs) {
      if (timeoutMs <= 0) return page.evaluate(visibleText, text, testId);
      return page
        .waitFor(`text "${text}"`, visibleText, timeoutMs, text, testId)
        .then(() => true)
        .catch(() => false);
    },
    url: () => page.evaluate(() => location.href),
    async emit(event, data) {
      await page.evaluate(
        (e: string, d: unknown) =>
          (
            window as unknown as { __emulatorEmit?: (e: string, d: unknown) => void }
          ).__emulatorEmit?.(e, d),
        event,
        data,
      );
    },
    calls: () =>
      page
        .evaluate(() => (window as unknown as { __emulatorCalls?: unknown }).__emulatorCalls)
        .then(
          (raw) => log.read(raw),
          () => [],
        ),
    malformedCalls: () => log.notes(),
    requests: opts.requests,
    ...(opts.fieldReports ? { fieldReports: opts.fieldReports } : {}),
    reopen: opts.reopen,
    network: opts.network,
    server: opts.server,
    serviceWorker: () => page.evaluate(readWorkerInfo, WORKER_STATE_MESSAGE),
    async screenshot() {
      return { unsupported: opts.noScreenshots };
    },
    async capture() {
      // Engines that cannot take one (WebKit through WebDriver) reject: the report has none then.
      if (!opts.failureFile) return undefined;
      const png = await page.screenshot();
      mkdirSync(dirname(opts.failureFile), { recursive: true });
      writeFileSync(opts.failureFile, png);
      return opts.failureFile;
    },
  };
}
