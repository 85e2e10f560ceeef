import * as v from 'valibot';

/** A server value that may come as a string or a number (or be missing): always a string here. */
export const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);

/** A list that may be missing or null: always an array here. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);
