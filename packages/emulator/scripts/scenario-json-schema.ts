// The published scenario.schema.json, generated from the one declaration of the scenario format
// (src/types/scenario-schema.ts): `npm run schema` writes it, and a unit test fails when the
// committed file is not what this generates.
//
//   tsx scripts/scenario-json-schema.ts           check (exit 1 when out of date)
//   tsx scripts/scenario-json-schema.ts --write   rewrite the file (npm run schema)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import {
  FaultSchema,
  ReplyOrList,
  ScriptedReplySchema,
} from '../src/types/scenario-replies-schema';
import { ExpectedCallSchema, ScenarioSchema } from '../src/types/scenario-schema';
import { STEPS, StepSchema } from '../src/types/scenario-steps-schema';

export const SCHEMA_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'scenario.schema.json',
);

const PRIMITIVES = ['string', 'number', 'integer', 'boolean'];

/** The JSON Schema (draft 2020-12) of the scenario format, as editors read it. */
export function scenarioJsonSchema(): JsonSchema {
  const schema = toJsonSchema(ScenarioSchema, {
    target: 'draft-2020-12',
    // Named definitions, so that editors show `reply`, `fault`, `step`, `tap`... by name.
    definitions: {
      reply: ScriptedReplySchema,
      fault: FaultSchema,
      expectedCall: ExpectedCallSchema,
      step: StepSchema,
      ...STEPS,
    },
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      // A record keyed by a list (replies by bridge method): JSON Schema's propertyNames say it.
      if (valibotSchema.type === 'record') return jsonSchema;
      // One reply or a list of them (valibot picks by the value's type; JSON Schema says both).
      if (valibotSchema === ReplyOrList)
        return { anyOf: [jsonSchema, { type: 'array', minItems: 1, items: jsonSchema }] };
      // A union of primitive types (a fault's code: string or integer) as one `type` list.
      const options = jsonSchema.anyOf as JsonSchema[] | undefined;
      if (
        valibotSchema.type === 'union' &&
        options?.every((o) => typeof o.type === 'string' && PRIMITIVES.includes(o.type))
      ) {
        const { anyOf: _, ...rest } = jsonSchema;
        return Object.assign(rest, ...options, { type: options.map((o) => o.type) });
      }
      return null;
    },
  });
  return {
    $schema: schema.$schema,
    $id: 'https://hybrid-loan.example/emulator/scenario.schema.json',
    title: schema.title,
    ...schema,
  };
}

/** Whether the committed file says what the declaration generates (formatting aside). */
export function schemaFileIsCurrent(): boolean {
  return isDeepStrictEqual(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')), scenarioJsonSchema());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    writeFileSync(SCHEMA_FILE, JSON.stringify(scenarioJsonSchema()));
    // Formatted as Biome formats every JSON file of the repository (npm run lint checks it).
    execFileSync('npx', ['biome', 'format', '--write', SCHEMA_FILE], { stdio: 'inherit' });
  } else if (!schemaFileIsCurrent()) {
    console.error(`${SCHEMA_FILE} is out of date: run npm run schema -w @hybrid-loan/emulator`);
    process.exit(1);
  }
}
