import type * as v from 'valibot';

/** One endpoint: its method, path under the API base, success codes and the schema of `data`. */
export interface Endpoint<TData> {
  method: 'GET' | 'POST';
  path: string;
  /** Codes meaning success, compared as strings; the specification varies per endpoint. */
  successCodes: readonly (string | number)[];
  schema: v.GenericSchema<unknown, TData>;
  /** POST as multipart/form-data (uploads) instead of form-urlencoded. */
  multipart?: boolean;
  /**
   * Creates or moves something (money, a record): every call carries an `Idempotency-Key`, one
   * per borrower intent, reused by every retry of that intent (see `intent-key.ts`).
   */
  idempotent?: true;
  /**
   * Moves money: when the answer is lost, `request` checks again with the same key before telling
   * the borrower anything (implies `idempotent`).
   */
  money?: true;
}

export function defineEndpoint<TData>(
  endpoint: Omit<Endpoint<TData>, 'successCodes'> & { successCodes?: readonly (string | number)[] },
): Endpoint<TData> {
  return {
    successCodes: [0, '0'],
    ...endpoint,
    ...(endpoint.money ? { idempotent: true as const } : {}),
  };
}
