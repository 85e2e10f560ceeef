import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CallLogCheck } from '../../core/call-entry-check';
import { oneLine } from '../../core/control-chars';
import type { ScenarioResult } from '../../core/replay';
import { htmlReport, type ReportExtras } from './html-report';
import { junitXml } from './junit';
import { redactResult } from './redact-result';

export { countResults } from './count-results';

/**
 * A result with only calls of the shim's shape: the hosts check what they read from pages, and
 * the reports check again, so no entry that got by another way keeps them from being written.
 */
export function withCheckedCalls(r: ScenarioResult): ScenarioResult {
  const log = new CallLogCheck();
  const calls = log.read(r.calls);
  const notes = log.notes();
  return notes.length ? { ...r, calls, malformedCalls: [...(r.malformedCalls ?? []), ...notes] } : r;
}

/** Writes junit.xml and report.html into `dir`; returns their paths. */
export function writeReports(
  results: ScenarioResult[],
  dir: string,
  extra: ReportExtras = {},
): { junit: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const junit = join(dir, 'junit.xml');
  const html = join(dir, 'report.html');
  const checked = results.map(withCheckedCalls);
  writeFileSync(junit, junitXml(checked));
  writeFileSync(html, htmlReport(checked, extra));
  return { junit, html };
}

/** Where a failed scenario failed: its step (number and label), else the call comparison. */
function failure(r: ScenarioResult): string {
  const step = r.steps.find((s) => !s.ok && s.error !== 'skipped');
  const where = step ? `step ${step.index + 1} (${step.label}): ${step.error ?? ''}` : (r.error ?? '');
  return `${where}${step?.screenshot ? ` [screenshot ${step.screenshot}]` : ''}`;
}

/**
 * The line printed per scenario: one line, whatever the page or a grid node put in its errors,
 * versions and names (their control characters are shown as escapes).
 */
export function resultLine(result: ScenarioResult): string {
  const r = redactResult(withCheckedCalls(result));
  const time = `${(r.durationMs / 1000).toFixed(2)} s`.padStart(8);
  const where = `${r.name} (${r.device}${r.engine ? `, ${r.engine}` : ''}${r.node ? ` on ${r.node}` : ''})`;
  const dropped = r.malformedCalls?.length
    ? ` [malformed call log entries dropped: ${r.malformedCalls.join('; ')}]`
    : '';
  if (r.skipped) return oneLine(`SKIP ${time}  ${where}: ${r.skipped}`);
  return oneLine(
    `${r.ok ? 'PASS' : 'FAIL'} ${time}  ${where}${r.attempts ? ` [attempt ${r.attempts}]` : ''}${r.retried ? ` [retried: ${r.retried}]` : ''}${dropped}${r.ok ? '' : `: ${failure(r)}`}`,
  );
}
