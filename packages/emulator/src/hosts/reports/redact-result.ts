import { redact, redactText } from '../../core/redact';
import type { ScenarioResult } from '../../core/replay';

/**
 * A result as reports may show it: step labels and errors, the scenario's error, the call diff,
 * the bridge timeline and the request log, with tokens, phone numbers and codes hidden. Every
 * writer (HTML, JUnit, the console line) goes through this one function.
 */
export function redactResult(r: ScenarioResult): ScenarioResult {
  return {
    ...r,
    ...(r.error ? { error: redactText(r.error) } : {}),
    ...(r.retried ? { retried: redactText(r.retried) } : {}),
    steps: r.steps.map((s) => ({
      ...s,
      label: redactText(s.label),
      ...(s.error ? { error: redactText(s.error) } : {}),
    })),
    calls: redact(r.calls),
    requests: redact(r.requests).map((q) => ({ ...q, path: redactText(q.path) })),
    ...(r.comparison ? { comparison: { ...r.comparison, diff: redactText(r.comparison.diff) } } : {}),
  };
}
