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

/**
 * The fixed marker the V3 push and contract-jump calls carry, so the server answers with its
 * V3 contract and details URLs.
 */
export const V3_MARKER = { isV3: 1 } as const;

/** The contract list and jump are asked for the confirmation scene. */
export const CONTRACT_SCENE = 3;
