import type { CallEntry, RequestEntry } from '../../core/call-log';
import type { PackageNote } from '../../types/package-state';

export type TimedCall = CallEntry & { receivedAt: number };
export type EntryKind = 'bridge' | 'request' | 'event' | 'package';

/** A native event the panel sent to the page (a responder's pushed events ride on their call). */
export interface SentEvent {
  name: string;
  data?: unknown;
  at: number;
}

/**
 * One row of the timeline: a bridge call, a request, an event, what the shell did with its
 * offline package, or folded handshakes.
 */
export interface TimelineRow {
  key: string;
  kind: EntryKind;
  at: number;
  /** Method, request path, event name or the package note's kind. */
  name: string;
  call?: TimedCall;
  request?: RequestEntry;
  event?: SentEvent;
  note?: PackageNote;
  /** hello calls in a row folded into this one. */
  folded?: number;
}

export interface TimelineFilter {
  kinds: Record<EntryKind, boolean>;
  method: string;
  text: string;
}

export const ALL_KINDS: Record<EntryKind, boolean> = {
  bridge: true,
  request: true,
  event: true,
  package: true,
};

const requestAt = (r: RequestEntry) =>
  typeof r.at === 'number' ? r.at : Number(new Date(String(r.at))) || 0;

/** Every entry on one line of time, newest first, consecutive hello handshakes folded into one. */
export function timelineRows(
  calls: readonly TimedCall[],
  requests: readonly RequestEntry[],
  events: readonly SentEvent[],
  notes: readonly PackageNote[] = [],
): TimelineRow[] {
  const rows: TimelineRow[] = [
    ...calls.map((call) => ({
      key: `c-${call.load ?? ''}-${call.seq}`,
      kind: 'bridge' as const,
      at: call.receivedAt,
      name: call.method,
      call,
    })),
    ...requests.map((request, i) => ({
      key: `r-${i}-${request.path}`,
      kind: 'request' as const,
      at: requestAt(request),
      name: request.path,
      request,
    })),
    ...events.map((event, i) => ({
      key: `e-${i}`,
      kind: 'event' as const,
      at: event.at,
      name: event.name,
      event,
    })),
    ...notes.map((note, i) => ({
      key: `p-${i}`,
      kind: 'package' as const,
      at: note.at,
      name: note.kind,
      note,
    })),
  ].sort((a, b) => b.at - a.at);
  const out: TimelineRow[] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (row.name === 'hello' && row.kind === 'bridge' && last?.name === 'hello' && last.folded) {
      last.folded += 1;
      continue;
    }
    out.push(row.name === 'hello' && row.kind === 'bridge' ? { ...row, folded: 1 } : row);
  }
  return out;
}

/** The text a row is searched by: name, params, reply, status. */
function haystack(row: TimelineRow): string {
  const parts: unknown[] = [row.name];
  if (row.call) parts.push(row.call.params, row.call.reply, row.call.url);
  if (row.request)
    parts.push(row.request.method, row.request.status, row.request.code, row.request.params);
  if (row.event) parts.push(row.event.data);
  if (row.note) parts.push(row.note);
  return parts
    .map((p) => (typeof p === 'string' ? p : JSON.stringify(p ?? '')))
    .join(' ')
    .toLowerCase();
}

export function filterRows(rows: readonly TimelineRow[], filter: TimelineFilter): TimelineRow[] {
  const text = filter.text.trim().toLowerCase();
  return rows.filter(
    (row) =>
      filter.kinds[row.kind] &&
      (!filter.method ||
        ((row.kind === 'bridge' || row.kind === 'event') && row.name === filter.method)) &&
      (!text || haystack(row).includes(text)),
  );
}

/** The bridge methods and events seen, for the method filter. */
export function methodsSeen(rows: readonly TimelineRow[]): string[] {
  return [
    ...new Set(rows.filter((r) => r.kind === 'bridge' || r.kind === 'event').map((r) => r.name)),
  ].sort();
}
