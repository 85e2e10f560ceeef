import * as v from 'valibot';

/**
 * The field shapes every endpoint schema of these servers shares. The servers send ids, amounts and
 * flags as strings or numbers alike and leave fields out or null; pages read them in one form.
 */

/** A value shown as text: a string or a number, '' when null or absent. */
export const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);

/** A number sent as a number or a numeric string; 0 when null, absent or not a number. */
export const num = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), 0),
  v.transform((value) => Number(value) || 0),
);

/** A list that may be null or absent: always an array. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

/** One text/value row of a details list. */
export type Line = { text: string; value: string };

/** A list of text/value rows (extra fields dropped); null or absent is an empty list. */
export const lines = v.pipe(
  list(v.looseObject({ text, value: text })),
  v.transform((rows): Line[] => rows.map((r) => ({ text: r.text, value: r.value }))),
);

/** Text fields by name (`...texts('title', 'note')`), each a {@link text}: a schema's plain fields. */
export function texts<const N extends string>(...names: N[]): { [K in N]: typeof text } {
  return Object.fromEntries(names.map((name) => [name, text])) as { [K in N]: typeof text };
}
