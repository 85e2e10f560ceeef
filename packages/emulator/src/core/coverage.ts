import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  NAVIGATING_METHODS,
} from '@hybrid-loan/bridge-sdk/contract';
import type { CallEntry } from './call-log';
import type { ScenarioResult } from './replay';

/** How a call ended: replied, failed (a contract error), timed out (no reply came), handed over (a navigating or legacy call: no reply by contract). */
export type Outcome = 'replied' | 'failed' | 'timed out' | 'handed over' | 'delivered';

export interface CoverageRow {
  kind: 'method' | 'event';
  name: string;
  /** How many times it was exercised over the whole run. */
  count: number;
  platforms: string[];
  protocols: string[];
  engines: string[];
  outcomes: Partial<Record<Outcome, number>>;
  /** The scenarios that exercised it (the first few are shown). */
  scenarios: string[];
}

export function callOutcome(call: Pick<CallEntry, 'method' | 'reply' | 'protocol'>): Outcome {
  if (call.reply) return call.reply.ok ? 'replied' : 'failed';
  if (call.protocol === 'legacy' || (NAVIGATING_METHODS as readonly string[]).includes(call.method))
    return 'handed over';
  return 'timed out';
}

const add = (list: string[], value: string) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * The bridge coverage of a run: every method and event of the contract, where it was exercised
 * (platform, protocol, engine) and how it ended. A row with count 0 was never exercised.
 */
export function bridgeCoverage(results: readonly ScenarioResult[]): CoverageRow[] {
  const rows = new Map<string, CoverageRow>();
  const row = (kind: CoverageRow['kind'], name: string) => {
    const key = `${kind}:${name}`;
    let r = rows.get(key);
    if (!r) {
      r = {
        kind,
        name,
        count: 0,
        platforms: [],
        protocols: [],
        engines: [],
        outcomes: {},
        scenarios: [],
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const m of BRIDGE_METHODS) row('method', m);
  for (const e of BRIDGE_EVENTS) row('event', e);
  for (const result of results) {
    const engine = result.engine ?? 'chromium';
    const count = (r: CoverageRow, platform: string, protocol: string, outcome: Outcome) => {
      r.count += 1;
      add(r.platforms, platform);
      add(r.protocols, protocol);
      add(r.engines, engine);
      add(r.scenarios, result.name);
      r.outcomes[outcome] = (r.outcomes[outcome] ?? 0) + 1;
    };
    const first = result.calls[0];
    const platform = first?.platform ?? result.platform ?? '?';
    const protocol = first?.protocol ?? result.protocol ?? 'message';
    for (const call of result.calls) {
      count(row('method', call.method), call.platform, call.protocol, callOutcome(call));
      if (call.pushed) count(row('event', call.pushed), call.platform, call.protocol, 'delivered');
    }
    for (const event of result.events ?? [])
      count(row('event', event), platform, protocol, 'delivered');
  }
  return [...rows.values()];
}

const OUTCOMES: Outcome[] = ['replied', 'failed', 'timed out', 'handed over', 'delivered'];

const outcomeText = (r: CoverageRow) =>
  OUTCOMES.filter((o) => r.outcomes[o])
    .map((o) => `${o} ${r.outcomes[o]}`)
    .join(', ');

/** The rows at zero: what the run never exercised. */
export const uncovered = (rows: readonly CoverageRow[]) => rows.filter((r) => r.count === 0);

/** The coverage as a fixed-width table for the terminal. */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const head = ['', 'name', 'count', 'platforms', 'protocols', 'engines', 'how'];
  const body = rows.map((r) => [
    r.kind,
    r.name,
    String(r.count),
    r.platforms.join(' ') || '-',
    r.protocols.join(' ') || '-',
    r.engines.join(' ') || '-',
    r.count ? outcomeText(r) : 'NOT EXERCISED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const zero = uncovered(rows);
  return [
    `bridge coverage: ${rows.length - zero.length} of ${rows.length} methods and events exercised${
      zero.length ? `; at zero: ${zero.map((r) => r.name).join(', ')}` : ''
    }`,
    line(head),
    ...body.map(line),
  ].join('\n');
}
