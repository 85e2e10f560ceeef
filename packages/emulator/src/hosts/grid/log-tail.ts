import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const STACK_FRAME = /^\s+(at |\.\.\. \d+ more)/;

/**
 * The last lines of a process's log, stack frames left out (a Java exception's cause is in its
 * `Caused by` lines), for the error that says it died: a test or CI may remove the folder.
 * When the log has a cause, the quote ends at the last one: a dying hub can still log a node's
 * registration after it, and those lines would push the cause out of the quote.
 */
export function logTail(log: string, lines = 8): string {
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  const kept = text.split('\n').filter((l) => l.trim() && !STACK_FRAME.test(l));
  const lastCause = kept.findLastIndex((l) => l.startsWith('Caused by: '));
  if (lastCause < 0)
    return kept.length ? `; the end of ${basename(log)}:\n${kept.slice(-lines).join('\n')}` : '';
  const quoted = kept.slice(Math.max(0, lastCause + 1 - lines), lastCause + 1);
  return `; the cause in ${basename(log)}:\n${quoted.join('\n')}`;
}
