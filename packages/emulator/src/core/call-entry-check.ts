import { SHELL_REFUSAL_REASONS } from '@hybrid-loan/bridge-sdk/testing';
import * as v from 'valibot';
import type { CallEntry } from '../types/call-entry';

// A call log comes from the page (`window.__emulatorCalls`, the shim's reports) and, on a grid,
// from a node's answer: data, never trusted. Each entry is checked against the shape the shim
// writes; one that does not fit is dropped and said, and the rest still make the report.

/** The most entries read from one log (a page could plant millions); the rest are dropped, said. */
export const MAX_CALL_ENTRIES = 5000;
/** The most JSON one entry may take (its params, wire message and reply included). */
export const MAX_CALL_ENTRY_CHARS = 256 * 1024;
/** The most reasons kept per scenario; past it, only how many more. */
const MAX_NOTES = 20;

const finite = v.pipe(v.number(), v.finite());
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const CallEntrySchema = v.object({
  seq: finite,
  load: v.optional(v.pipe(v.string(), v.maxLength(200))),
  method: name,
  params: v.unknown(),
  platform: v.picklist(['android', 'ios']),
  protocol: v.picklist(['message', 'legacy']),
  legacy: v.optional(v.object({ name, args: v.array(v.string()) })),
  wire: v.optional(v.unknown()),
  source: v.picklist(['scripted', 'stub', 'fail', 'ask', 'none']),
  reply: v.optional(
    v.variant('ok', [
      v.object({ ok: v.literal(true), result: v.unknown() }),
      v.object({
        ok: v.literal(false),
        error: v.object({ code: name, message: v.optional(v.string()) }),
      }),
    ]),
  ),
  refused: v.optional(v.picklist(SHELL_REFUSAL_REASONS)),
  pushed: v.optional(name),
  at: finite,
  latencyMs: v.optional(finite),
  url: v.string(),
});

/** Plain JSON of a bounded size: no cycles, functions or big integers for the reports to trip on. */
function jsonProblem(raw: unknown): string | null {
  try {
    const text = JSON.stringify(raw);
    if (text === undefined) return 'is not JSON';
    return text.length > MAX_CALL_ENTRY_CHARS ? `is over ${MAX_CALL_ENTRY_CHARS} characters` : null;
  } catch {
    return 'is not plain JSON (a cycle or a big integer)';
  }
}

/**
 * One entry checked: the entry as the shim writes it (unknown fields left out), or why not. The
 * reason names the field and what the shim writes there, never the value (the page's text).
 */
export function checkCallEntry(raw: unknown): CallEntry | string {
  const problem = jsonProblem(raw);
  if (problem) return problem;
  const parsed = v.safeParse(CallEntrySchema, raw);
  if (parsed.success) return parsed.output as CallEntry;
  const issue = parsed.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  // `received` quotes the page's value: only compared, never shown.
  const why =
    issue.received === 'undefined'
      ? 'is missing'
      : `expected ${issue.expected ?? 'what the shim writes'}`;
  return `${field ? `"${field}"` : 'the entry'}: ${why}`;
}

/**
 * The call log of one scenario, read as often as the replay asks: good entries pass, malformed
 * ones are dropped and their reasons kept (each once) for the report.
 */
export class CallLogCheck {
  readonly #notes = new Set<string>();
  #more = 0;

  #note(text: string): void {
    if (this.#notes.has(text)) return;
    if (this.#notes.size < MAX_NOTES) this.#notes.add(text);
    else this.#more += 1;
  }

  /** A whole log (`window.__emulatorCalls`): its well-formed entries, in order. */
  read(raw: unknown): CallEntry[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.#note('the call log is not a list');
      return [];
    }
    if (raw.length > MAX_CALL_ENTRIES)
      this.#note(`${raw.length - MAX_CALL_ENTRIES} entries past the first ${MAX_CALL_ENTRIES}`);
    const calls: CallEntry[] = [];
    raw.slice(0, MAX_CALL_ENTRIES).forEach((item, i) => {
      const checked = checkCallEntry(item);
      if (typeof checked === 'string') this.#note(`entry ${i + 1}: ${checked}`);
      else calls.push(checked);
    });
    return calls;
  }

  /** One entry reported on its own (the shim's report to the host); undefined when dropped. */
  one(raw: unknown): CallEntry | undefined {
    const checked = checkCallEntry(raw);
    if (typeof checked !== 'string') return checked;
    this.#note(`a reported entry: ${checked}`);
    return undefined;
  }

  /** Why entries were dropped so far (empty when none was). */
  notes(): string[] {
    return this.#more ? [...this.#notes, `and ${this.#more} more`] : [...this.#notes];
  }
}
