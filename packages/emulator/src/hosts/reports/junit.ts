import { withoutControls } from '../../core/control-chars';
import type { ScenarioResult } from '../../core/replay';
import { redactResult } from './redact-result';

// XML 1.0 has no place for most control characters: they are shown as escapes, never written.
const esc = (s: string) =>
  withoutControls(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** JUnit XML for CI: one test case per scenario, the failing step and the call diff as the failure. */
export function junitXml(results: ScenarioResult[], suiteName = 'emulator scenarios'): string {
  const failures = results.filter((r) => !r.ok).length;
  const total = results.reduce((s, r) => s + r.durationMs, 0) / 1000;
  const cases = results.map(redactResult).map((r) => {
    const body = r.skipped
      ? `\n    <skipped message="${esc(r.skipped)}"/>\n  `
      : r.ok
      ? ''
      : `\n    <failure message="${esc(r.error ?? 'failed')}">${esc(
          [
            ...r.steps.filter((s) => !s.ok && s.error !== 'skipped').map((s) => `step ${s.index + 1} (${s.label}): ${s.error}`),
            r.comparison && !r.comparison.ok ? r.comparison.diff : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
        )}</failure>\n  `;
    // The engine and its version, and what it could not emulate, as JUnit properties.
    const props = [
      ...(r.engine ? [['engine', r.engine]] : []),
      ...(r.node ? [['node', r.node]] : []),
      ...(r.retried ? [['retried', r.retried]] : []),
      ...(r.limits ?? []).map((l) => ['engine limit', l]),
      ...(r.malformedCalls ?? []).map((m) => ['malformed call log entry', m]),
    ]
      .map(([k, v]) => `<property name="${esc(k ?? '')}" value="${esc(v ?? '')}"/>`)
      .join('');
    const properties = props ? `\n    <properties>${props}</properties>` : '';
    const classname = r.engine ? `${r.device}.${r.engine.split(' ')[0]}` : r.device;
    return `  <testcase classname="${esc(classname)}" name="${esc(r.name)}" file="${esc(r.file ?? '')}" time="${(r.durationMs / 1000).toFixed(3)}">${properties}${body}${properties && !body ? '\n  ' : ''}</testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${esc(suiteName)}" tests="${results.length}" failures="${failures}" time="${total.toFixed(3)}">\n${cases.join('\n')}\n</testsuite>\n`;
}
