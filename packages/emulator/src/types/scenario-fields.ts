import * as v from 'valibot';

// The small field schemas every part of the scenario format uses (scenario-schema.ts).

export const text = v.pipe(v.string(), v.minLength(1));
export const ms = (max?: number) =>
  max === undefined
    ? v.pipe(v.number(), v.integer(), v.minValue(0))
    : v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
export const describe = <S extends v.GenericSchema>(schema: S, description: string) =>
  v.pipe(schema, v.description(description));
export const kebab = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/));
export const jsonObject = v.record(v.string(), v.unknown());
export const note = v.optional(v.string());
export const timeoutMs = v.optional(ms());
