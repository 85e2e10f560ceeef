import type { CallEntry } from '../types/call-entry';

// The entries' shapes live in the types room (the shim reports them too).
export type { CallEntry, RequestEntry } from '../types/call-entry';

/** A compact one-line form: `call {"phone":"[redacted]"} → ok null`. */
export function formatCall(entry: Pick<CallEntry, 'method' | 'params' | 'reply'>): string {
  const params = JSON.stringify(entry.params ?? {});
  const reply = !entry.reply
    ? ''
    : entry.reply.ok
      ? ` → ok ${JSON.stringify(entry.reply.result ?? null)}`
      : ` → ${entry.reply.error.code}`;
  return `${entry.method} ${params}${reply}`;
}

/**
 * The host's log: the entries reported to it (in arrival order), with the current page load's
 * own list taking over for that load (complete and in order, even when a report is still on its way).
 */
export function mergeCallLogs(reported: CallEntry[], currentLoad: CallEntry[]): CallEntry[] {
  const load = currentLoad[0]?.load;
  if (!load) return reported;
  return [...reported.filter((c) => c.load !== load), ...currentLoad];
}
