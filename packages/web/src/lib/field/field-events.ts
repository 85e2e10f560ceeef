/**
 * What the field reports are made of, as it happens: the raw event, the time and the page's hash.
 * This part is in the entry and every page's first code, so it only holds events (at most
 * {@link MAX_HELD}) until the reporter (`lib/field-report`, loaded after the first render like the
 * vitals) takes them: errors before it loads are not lost, and nothing here scrubs, formats or
 * sends. It never throws.
 */
export type FieldEventType =
  | 'error'
  | 'rejection'
  | 'render'
  | 'chunk'
  | 'bridge'
  | 'api'
  | 'state';

export interface FieldEvent {
  type: FieldEventType;
  /** The raw detail (an error, an ApiError, a bridge result): the reporter keeps only safe parts. */
  detail: unknown;
  at: number;
  /** `location.hash` when it happened (the reporter keeps the route path only). */
  hash: string;
}

/** Events kept before the reporter loads; more are dropped (the per-page cap is lower anyway). */
export const MAX_HELD = 30;

const held: FieldEvent[] = [];
let sink: ((event: FieldEvent) => void) | undefined;

/** Records one event for the field reports (the reporter decides whether it is sent). */
export function fieldEvent(type: FieldEventType, detail?: unknown): void {
  const event = { type, detail, at: Date.now(), hash: location.hash };
  if (sink) sink(event);
  else if (held.length < MAX_HELD) held.push(event);
}

/** The reporter takes the held events and every later one (only one taker). */
export function takeFieldEvents(to: (event: FieldEvent) => void): void {
  sink = to;
  for (const event of held.splice(0)) to(event);
}

/** Events are held again, for a later taker (tests start and stop reporters). */
export function releaseFieldEvents(): void {
  sink = undefined;
  held.length = 0;
}

/** Uncaught errors and unhandled rejections, from the entry's first task on. */
export function watchPageErrors(win: Window): void {
  win.addEventListener('error', (e) => fieldEvent('error', e.error ?? e.message));
  win.addEventListener('unhandledrejection', (e) => fieldEvent('rejection', e.reason));
}
