import * as v from 'valibot';

/** A server value shown as text: strings and numbers arrive mixed, null or absent becomes ''. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
);
