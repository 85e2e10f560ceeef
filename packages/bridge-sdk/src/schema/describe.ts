// A typed description of JSON values: each builder gives a JSON Schema (2020-12) fragment and,
// for the compiler only, the TypeScript type it stands for. The other files of this folder
// describe the wire with it and assert that each description's type is the contract's own type,
// so the schema files cannot say something else than the TypeScript contract. (TypeScript 7's
// native compiler has no JavaScript API, so the schema is not read off the types by a tool.)

/** A JSON Schema fragment. */
export type JsonSchema = { [key: string]: unknown };

/** A description of values of type `T`. */
export interface Desc<T> {
  readonly schema: JsonSchema;
  /** Never set: carries `T` for the compiler. */
  readonly type?: T;
}

/** The type a description stands for. */
export type TypeOf<D> = D extends Desc<infer T> ? T : never;

/** `true` when `A` and `B` accept the same values (each is assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `true` when every `A` is a `B`. */
export type Within<A, B> = [A] extends [B] ? true : false;
/** Fails to compile unless `T` is `true`. */
export type Assert<T extends true> = T;

type Flat<T> = { [K in keyof T]: T[K] } & {};
type AnyDesc = Desc<unknown>;

export const string = (extra: JsonSchema = {}): Desc<string> => ({
  schema: { type: 'string', ...extra },
});
export const boolean: Desc<boolean> = { schema: { type: 'boolean' } };
export const number: Desc<number> = { schema: { type: 'number' } };
export const integer: Desc<number> = { schema: { type: 'integer' } };
export const unknown: Desc<unknown> = { schema: {} };

/** One of the given values. */
export const literal = <const L extends readonly (string | number | boolean)[]>(
  ...values: L
): Desc<L[number]> => ({
  schema: values.length === 1 ? { const: values[0] } : { enum: [...values] },
});

export const array = <T>(item: Desc<T>, extra: JsonSchema = {}): Desc<T[]> => ({
  schema: { type: 'array', items: item.schema, ...extra },
});

/** An object whose every value is a `T`. */
export const record = <T>(value: Desc<T>): Desc<Record<string, T>> => ({
  schema: { type: 'object', additionalProperties: value.schema },
});

/**
 * An object with required keys `req` and optional keys `opt`. `closed` (params) refuses other
 * keys; open objects (results, events) let newer shells add fields.
 */
export const object = <
  R extends Record<string, AnyDesc>,
  O extends Record<string, AnyDesc> = Record<never, never>,
>(
  req: R,
  opt: O = {} as O,
  closed = false,
): Desc<Flat<{ [K in keyof R]: TypeOf<R[K]> } & { [K in keyof O]?: TypeOf<O[K]> }>> => {
  const properties: JsonSchema = {};
  for (const [k, d] of Object.entries({ ...req, ...opt })) properties[k] = d.schema;
  return {
    schema: {
      type: 'object',
      properties,
      ...(Object.keys(req).length ? { required: Object.keys(req) } : {}),
      ...(closed ? { additionalProperties: false } : {}),
    },
  };
};

/** Any of the descriptions (JSON Schema `anyOf`). */
export const anyOf = <const D extends readonly AnyDesc[]>(...ds: D): Desc<TypeOf<D[number]>> => ({
  schema: { anyOf: ds.map((d) => d.schema) },
});

/** The same description with a `description` (and optional `title`) for readers and generators. */
export const doc = <T>(d: Desc<T>, description: string, title?: string): Desc<T> => ({
  schema: { ...(title ? { title } : {}), description, ...d.schema },
});

/** A reference to a definition of the same file (`#/$defs/<name>`), keeping its type. */
export const ref = <T>(name: string, _d: Desc<T>): Desc<T> => ({
  schema: { $ref: `#/$defs/${name}` },
});

/** Where the schema files are published: the base of their `$id`s. */
export const SCHEMA_BASE = 'https://hybrid-loan.example/bridge-sdk/schema/';
