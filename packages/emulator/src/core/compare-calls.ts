import { PAGE_LOAD_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import type { CallEntry } from './call-log';
import { REDACTED } from './redact';
import type { CallOrder, ExpectedCall } from './scenario';

/** Whether `actual` has every key of `expected` (recursively); `[redacted]` matches anything. */
export function matchesPartial(expected: unknown, actual: unknown): boolean {
  if (expected === REDACTED) return actual !== undefined;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matchesPartial(e, actual[i]))
    );
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) =>
      matchesPartial(v, (actual as Record<string, unknown>)[k]),
    );
  }
  return Object.is(expected, actual);
}

export function callMatches(
  expected: ExpectedCall,
  actual: Pick<CallEntry, 'method' | 'params'>,
): boolean {
  return (
    expected.method === actual.method &&
    (expected.params === undefined || matchesPartial(expected.params, actual.params))
  );
}

export interface CallComparison {
  ok: boolean;
  order: CallOrder;
  /** Rows of the side-by-side: the expected call (if any), the actual one (if any), and whether they agree. */
  rows: {
    expected?: ExpectedCall;
    actual?: Pick<CallEntry, 'method' | 'params'>;
    status: 'match' | 'missing' | 'unexpected' | 'differs';
  }[];
  /** The readable side-by-side table. */
  diff: string;
}

/**
 * Compares the expected bridge calls with the recorded ones.
 * strict: same calls in the same order; unordered: same calls in any order;
 * subset: each expected call appears (in any order), other calls are allowed.
 */
export function compareCalls(
  expected: ExpectedCall[],
  actualAll: Pick<CallEntry, 'method' | 'params'>[],
  order: CallOrder,
  ignore: readonly string[] = PAGE_LOAD_METHODS,
): CallComparison {
  const actual = actualAll.filter((c) => !ignore.includes(c.method));
  const rows: CallComparison['rows'] = [];
  if (order === 'strict') {
    const n = Math.max(expected.length, actual.length);
    for (let i = 0; i < n; i++) {
      const e = expected[i];
      const a = actual[i];
      const status =
        e && a ? (callMatches(e, a) ? 'match' : 'differs') : e ? 'missing' : 'unexpected';
      rows.push({ ...(e ? { expected: e } : {}), ...(a ? { actual: a } : {}), status });
    }
  } else {
    const used = new Set<number>();
    for (const e of expected) {
      const index = actual.findIndex((a, i) => !used.has(i) && callMatches(e, a));
      if (index >= 0) {
        used.add(index);
        rows.push({ expected: e, actual: actual[index] as CallEntry, status: 'match' });
      } else rows.push({ expected: e, status: 'missing' });
    }
    if (order === 'unordered') {
      actual.forEach((a, i) => {
        if (!used.has(i)) rows.push({ actual: a, status: 'unexpected' });
      });
    }
  }
  const ok = rows.every((r) => r.status === 'match');
  return { ok, order, rows, diff: sideBySide(rows, order) };
}

const show = (c?: Pick<CallEntry, 'method' | 'params'> | ExpectedCall): string =>
  c ? `${c.method} ${c.params === undefined ? '' : JSON.stringify(c.params)}`.trim() : '—';

const MARK = { match: ' ', missing: '-', unexpected: '+', differs: '≠' } as const;

function sideBySide(rows: CallComparison['rows'], order: CallOrder): string {
  const left = rows.map((r) => show(r.expected));
  const width = Math.min(60, Math.max(8, ...left.map((l) => l.length)));
  const pad = (s: string) => (s.length > width ? `${s.slice(0, width - 1)}…` : s.padEnd(width));
  const lines = [
    `bridge calls (order: ${order})`,
    `  ${pad('expected')} | actual`,
    `  ${'-'.repeat(width)} | ${'-'.repeat(width)}`,
  ];
  rows.forEach((r, i) => {
    lines.push(`${MARK[r.status]} ${pad(left[i] ?? '')} | ${show(r.actual)}`);
  });
  if (!rows.length) lines.push('  (no calls expected, none made)');
  lines.push('  (- missing, + unexpected, ≠ differs)');
  return lines.join('\n');
}
