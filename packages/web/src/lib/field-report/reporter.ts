import {
  FIELD_REPORT_SCHEMA,
  FIELD_REPORT_VERSION,
  type FieldReport,
  type FieldReportBatch,
} from '@hybrid-loan/bridge-sdk/contract';
import { type FieldEvent, takeFieldEvents } from '../field';
import { sendBatch } from '../field-facts';
import { getIdentity } from '../identity';
// By path: the storage index is in the entry, this read is only the reporter's.
import { storedStrings } from '../storage/stored-strings';
import { reportContext } from './context';
import { toReport } from './to-report';

export interface FieldReportOptions {
  /** The brand's endpoint; empty turns the reports off. */
  url: string;
  /** Share of page loads that report (0 to 1), decided once per load. */
  sampleRate: number;
  /** The most reports one page (route path) sends per page load. */
  maxPerPage: number;
  /** The market, for the reports' context. */
  market: string;
  /** How long reports wait for more before they are sent (page hide sends at once). */
  flushMs?: number;
  /** A batch is sent when it holds this many. */
  batchSize?: number;
  random?: () => number;
}

/** What the reporter did at start, on `<html data-field-reports>` for QA and the tests. */
export type ReporterState = 'on' | 'off' | 'sampled-out';

/** Values typed into the page's fields right now: never part of a report. */
function typedValues(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('input, textarea'), (el) =>
    (el as HTMLInputElement).value.trim(),
  ).filter((v) => v.length >= 3);
}

/** The values a report must never carry, read when it is made (identity, storage, typed text). */
function literals(win: Window): string[] {
  const identity = Object.values(getIdentity()).filter(
    (v): v is string => typeof v === 'string' && v.length >= 4,
  );
  return [...identity, ...storedStrings(), ...typedValues(win.document)];
}

/**
 * Field reports (errors, failed chunks, bridge and API failures, error states) from borrowers'
 * phones: takes what `lib/field` held since the entry and everything after, scrubs it, and sends
 * batches (`sendBatch`: a keepalive POST, else a beacon) after `flushMs`, at `batchSize`, and when
 * the page is hidden. Sampled per page load, capped per page; never throws and never holds the page
 * up (work is a few string replaces per event; sending is the browser's).
 */
export function startFieldReports(
  options: FieldReportOptions,
  win: Window = window,
): ReporterState {
  const { url, maxPerPage, flushMs = 5000, batchSize = 10, random = Math.random } = options;
  if (!url) {
    takeFieldEvents(() => undefined);
    return 'off';
  }
  if (random() >= options.sampleRate) {
    takeFieldEvents(() => undefined);
    return 'sampled-out';
  }
  const queue: FieldReport[] = [];
  const perPage = new Map<string, number>();
  const lastCause = new Map<string, string>();
  // A failed chunk reaches the boundary as the same error: reported once, as the chunk.
  const seen = new WeakSet<object>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    try {
      const batch: FieldReportBatch = {
        schema: FIELD_REPORT_SCHEMA,
        version: FIELD_REPORT_VERSION,
        sentAt: Date.now(),
        context: reportContext(win, options.market),
        reports: queue.splice(0),
      };
      sendBatch(win, url, JSON.stringify(batch));
    } catch {
      // A report never breaks the page: this batch is lost.
    }
  };

  const take = (event: FieldEvent) => {
    try {
      // A chunk's error is the one the boundary catches next: that is what is remembered.
      const { detail } = event;
      const key =
        event.type === 'chunk' ? ((detail as { error?: unknown } | null)?.error ?? detail) : detail;
      if (key && typeof key === 'object') {
        if (seen.has(key)) return;
        seen.add(key);
      }
      const report = toReport(event, { origin: win.location.origin, literals: literals(win) });
      if (!report) return;
      if (report.type === 'state') {
        const cause = lastCause.get(report.page);
        if (cause) report.cause = cause;
      } else
        lastCause.set(
          report.page,
          report.type === 'api' ? `api ${report.class} ${report.endpoint}` : report.type,
        );
      const count = perPage.get(report.page) ?? 0;
      if (count >= maxPerPage) return;
      perPage.set(report.page, count + 1);
      queue.push(report);
      if (queue.length >= batchSize) flush();
      else timer ??= setTimeout(flush, flushMs);
    } catch {
      // Never throws into the page.
    }
  };

  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  takeFieldEvents(take);
  return 'on';
}
