import * as v from 'valibot';

/** A server value that may come as a string or a number (or be missing): always a string here. */
export const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);

/** The legacy service's base path. */
export const LEGACY_BASE = '/api/v1/youmi/youmi-api/service/loan';
