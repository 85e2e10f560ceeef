import type { SandboxFieldReport, SandboxVital } from '@hybrid-loan/dev-contract';

/** The Core Web Vitals goals (Google's "good" thresholds at p75), drawn on the charts. */
export const VITAL_GOALS = { LCP: 2500, INP: 200, CLS: 0.1 } as const;
export type VitalName = keyof typeof VITAL_GOALS;
export const VITAL_NAMES = Object.keys(VITAL_GOALS) as VitalName[];

/** The 75th percentile (nearest rank), as the Core Web Vitals are judged. */
export function p75(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] as number;
}

export interface VitalRow {
  page: string;
  engine: string;
  p75: number;
  count: number;
}

/** p75 of one vital per page and engine, sorted by page then engine. */
export function vitalRows(vitals: SandboxVital[], name: VitalName): VitalRow[] {
  const groups = new Map<string, { page: string; engine: string; values: number[] }>();
  for (const v of vitals) {
    if (v.name !== name) continue;
    const page = v.page ?? '?';
    const engine = v.engine ?? 'unknown';
    const key = `${page}\u0000${engine}`;
    const group = groups.get(key) ?? { page, engine, values: [] };
    group.values.push(v.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({ page: g.page, engine: g.engine, p75: p75(g.values), count: g.values.length }))
    .sort((a, b) => a.page.localeCompare(b.page) || a.engine.localeCompare(b.engine));
}

export interface ErrorGroup {
  key: string;
  type: string;
  /** The message (errors), or what names the failure (method and code, endpoint and class...). */
  title: string;
  topFrame: string;
  count: number;
  engines: string[];
  pages: string[];
  firstSeen: number;
  lastSeen: number;
}

function describe(r: SandboxFieldReport): { title: string; topFrame: string } {
  switch (r.type) {
    case 'error':
    case 'rejection':
    case 'render':
      return { title: r.message, topFrame: r.frames[0] ?? '' };
    case 'chunk':
      return { title: `${r.route} download ${r.outcome}`, topFrame: '' };
    case 'bridge':
      return { title: `${r.method} → ${r.code}`, topFrame: '' };
    case 'api':
      return {
        title: `${r.endpoint} ${r.class}${r.status ? ` ${r.status}` : ''}${r.code ? ` code ${r.code}` : ''}`,
        topFrame: '',
      };
    default:
      return { title: `error state${r.cause ? ` after ${r.cause}` : ''}`, topFrame: '' };
  }
}

/** Reports grouped by type, message (or what names the failure) and top frame; most frequent first. */
export function errorGroups(reports: SandboxFieldReport[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const r of reports) {
    const { title, topFrame } = describe(r);
    const key = `${r.type}\u0000${title}\u0000${topFrame}`;
    const engine = `${r.context.engine.family} ${r.context.engine.major}`;
    const group = groups.get(key) ?? {
      key,
      type: r.type,
      title,
      topFrame,
      count: 0,
      engines: [],
      pages: [],
      firstSeen: r.at,
      lastSeen: r.at,
    };
    group.count += 1;
    if (!group.engines.includes(engine)) group.engines.push(engine);
    if (!group.pages.includes(r.page)) group.pages.push(r.page);
    group.firstSeen = Math.min(group.firstSeen, r.at);
    group.lastSeen = Math.max(group.lastSeen, r.at);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastSeen - a.lastSeen);
}
