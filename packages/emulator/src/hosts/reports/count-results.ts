import type { ScenarioResult } from '../../core/replay';

/** Passed, failed and skipped (a skipped scenario was not played: it is not a pass). */
export function countResults(results: ScenarioResult[]): {
  passed: number;
  failed: number;
  skipped: number;
} {
  const skipped = results.filter((r) => r.skipped).length;
  const failed = results.filter((r) => !r.ok && !r.skipped).length;
  return { passed: results.length - skipped - failed, failed, skipped };
}
