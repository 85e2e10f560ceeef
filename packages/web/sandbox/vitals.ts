import type { SandboxVital } from '@hybrid-loan/dev-contract';

/** Core Web Vitals reports received from the pages (kept in memory for the benchmark and the panel). */
export type VitalReport = SandboxVital;

const reports: VitalReport[] = [];

export function recordVital(report: unknown): void {
  const list = Array.isArray(report) ? report : [report];
  for (const r of list) {
    if (
      r &&
      typeof r === 'object' &&
      typeof (r as VitalReport).name === 'string' &&
      typeof (r as VitalReport).value === 'number'
    ) {
      reports.push({ ...(r as VitalReport), at: Date.now() });
    }
  }
  if (reports.length > 2000) reports.splice(0, reports.length - 2000);
}

export function listVitals(): VitalReport[] {
  return [...reports];
}

export function clearVitals(): void {
  reports.length = 0;
}
