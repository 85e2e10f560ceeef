import schema from '../../scenario.schema.json' with { type: 'json' };
import type { Scenario } from './scenario';
import { type SchemaError, type SchemaNode, validateSchema } from './schema/json-schema';

export const SCENARIO_SCHEMA = schema as unknown as SchemaNode;

/** A scenario file that is not valid JSON or not a valid scenario; lists every problem. */
export class ScenarioError extends Error {
  constructor(
    readonly source: string,
    readonly problems: SchemaError[],
  ) {
    super(
      `${source}: invalid scenario\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ScenarioError';
  }
}

/** Checks a parsed value against the published schema (and a few rules a schema cannot say). */
export function validateScenario(value: unknown): SchemaError[] {
  const errors = validateSchema(SCENARIO_SCHEMA, value);
  if (errors.length) return errors;
  const scenario = value as Scenario;
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
