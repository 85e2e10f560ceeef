import * as v from 'valibot';
import { ScenarioSchema } from '../types/scenario-schema';
import type { Scenario } from './scenario';

/** One problem of a scenario file: where (a JSON path such as `$.steps[1].step`) and why. */
export interface ScenarioProblem {
  path: string;
  message: string;
}

/** A scenario file that is not valid JSON or not a valid scenario; lists every problem. */
export class ScenarioError extends Error {
  constructor(
    readonly source: string,
    readonly problems: ScenarioProblem[],
  ) {
    super(
      `${source}: invalid scenario\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ScenarioError';
  }
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

type Issue = v.BaseIssue<unknown>;

const pathOf = (issue: Issue, base = '$'): string =>
  (issue.path ?? []).reduce((path: string, item) => {
    const key = item.key;
    return typeof key === 'number'
      ? `${path}[${key}]`
      : typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)
        ? `${path}.${key}`
        : `${path}[${JSON.stringify(key)}]`;
  }, base);

// `("a" | "b")` (valibot's list of expected values) as `"a", "b"`.
const choices = (expected: string | null, separator = ', ') =>
  (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .join(separator);

/**
 * Each issue in words, at its JSON path (`base`: the path of the union an issue comes from, whose
 * branches report paths of their own).
 */
function problemsOf(issue: Issue, base = '$'): ScenarioProblem[] {
  const depth = issue.path?.length ?? 0;
  const path = pathOf(issue, base);
  if (issue.type === 'union' && issue.issues) {
    // The branches that fail deeper than the value itself are the ones of its own type.
    const deeper = issue.issues.filter((i) => (i.path?.length ?? 0) > 0);
    if (deeper.length) return deeper.flatMap((i) => problemsOf(i, path));
    return [
      { path, message: `expected ${choices(issue.expected, ' or ')}, got ${typeOf(issue.input)}` },
    ];
  }
  // An object's key: one it does not know (expected "never"), a required one that is missing, or
  // a record's key outside its list.
  const last = issue.path?.[depth - 1] as { origin?: string } | undefined;
  if (last?.origin === 'key')
    return [
      {
        path,
        message:
          issue.expected === 'never'
            ? 'is not allowed here'
            : issue.input === undefined
              ? 'is required'
              : `is not allowed here (a key must be one of ${choices(issue.expected)})`,
      },
    ];
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'picklist':
    case 'variant':
      return [
        { path, message: `must be one of ${choices(issue.expected)}, got ${issue.received}` },
      ];
    case 'literal':
      return [{ path, message: `must be ${issue.expected}, got ${issue.received}` }];
    case 'integer':
      return [{ path, message: `must be a whole number, got ${issue.received}` }];
    case 'min_value':
      return [{ path, message: `must be at least ${requirement}` }];
    case 'max_value':
      return [{ path, message: `must be at most ${requirement}` }];
    case 'min_length':
      return [
        {
          path,
          message: Array.isArray(issue.input)
            ? `must have at least ${requirement} item(s)`
            : 'must not be empty',
        },
      ];
    case 'max_length':
      return [{ path, message: `must be at most ${requirement} characters long` }];
    case 'regex':
      return [{ path, message: `must match ${requirement}, got ${issue.received}` }];
  }
  if (issue.kind === 'schema')
    return [
      { path, message: `expected ${choices(issue.expected, ' or ')}, got ${typeOf(issue.input)}` },
    ];
  return [{ path, message: issue.message }];
}

/** Checks a parsed value against the scenario schema (and a few rules a schema cannot say). */
export function validateScenario(value: unknown): ScenarioProblem[] {
  const result = v.safeParse(ScenarioSchema, value);
  if (!result.success) return result.issues.flatMap((issue) => problemsOf(issue));
  const scenario = result.output;
  const errors: ScenarioProblem[] = [];
  scenario.steps.forEach((step, i) => {
    if (step.step === 'tap' && [step.testId, step.text, step.label].filter(Boolean).length !== 1) {
      errors.push({ path: `$.steps[${i}]`, message: 'a tap needs one of testId, text or label' });
    }
  });
  if (scenario.legacyTable && scenario.protocol !== 'legacy') {
    errors.push({ path: '$.legacyTable', message: 'is only used with "protocol": "legacy"' });
  }
  return errors;
}

/** Parses and validates scenario text; `source` names the file in errors. */
export function parseScenario(text: string, source = 'scenario'): Scenario {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ScenarioError(source, [
      { path: '$', message: `not valid JSON (${(error as Error).message})` },
    ]);
  }
  const problems = validateScenario(value);
  if (problems.length) throw new ScenarioError(source, problems);
  return value as Scenario;
}
