import * as v from 'valibot';

/** A server value shown as text: strings and numbers arrive mixed, null or absent becomes ''. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
);

/** A list of text/value rows; absent or null is an empty list. */
export const lines = v.pipe(
  v.optional(v.nullable(v.array(v.looseObject({ text, value: text }))), []),
  v.transform((rows) => (rows ?? []).map((r) => ({ text: r.text, value: r.value }))),
);

export type Line = { text: string; value: string };
