import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioResult } from '../../core/replay';
import { htmlReport, type ReportExtras } from './html-report';
import { junitXml } from './junit';
import { redactResult } from './redact-result';

export { countResults } from './count-results';

/** Writes junit.xml and report.html into `dir`; returns their paths. */
export function writeReports(
  results: ScenarioResult[],
  dir: string,
  extra: ReportExtras = {},
): { junit: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const junit = join(dir, 'junit.xml');
  const html = join(dir, 'report.html');
  writeFileSync(junit, junitXml(results));
  writeFileSync(html, htmlReport(results, extra));
  return { junit, html };
}

/** Where a failed scenario failed: its step (number and label), else the call comparison. */
function failure(r: ScenarioResult): string {
  const step = r.steps.find((s) => !s.ok && s.error !== 'skipped');
  const where = step ? `step ${step.index + 1} (${step.label}): ${step.error ?? ''}` : (r.error ?? '');
  return `${where}${step?.screenshot ? ` [screenshot ${step.screenshot}]` : ''}`;
}

/** The line printed per scenario. */
export function resultLine(result: ScenarioResult): string {
  const r = redactResult(result);
  const time = `${(r.durationMs / 1000).toFixed(2)} s`.padStart(8);
  if (r.skipped)
    return `SKIP ${time}  ${r.name} (${r.device}${r.engine ? `, ${r.engine}` : ''}${r.node ? ` on ${r.node}` : ''}): ${r.skipped}`;
  return `${r.ok ? 'PASS' : 'FAIL'} ${time}  ${r.name} (${r.device}${r.engine ? `, ${r.engine}` : ''}${r.node ? ` on ${r.node}` : ''})${r.attempts ? ` [attempt ${r.attempts}]` : ''}${r.retried ? ` [retried: ${r.retried}]` : ''}${r.ok ? '' : `: ${failure(r)}`}`;
}
