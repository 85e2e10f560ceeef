import { getIdentity } from '../identity';

// What every call carries, shared by the http client (axios) and the early read (fetch, in the
// entry, before axios and the schemas have downloaded): the identity's common parameters and
// headers, and how parameters are cleaned.

export const HTTP_TIMEOUT_MS = 60_000;

/** Request parameters; a Blob (an upload) only makes sense on a multipart endpoint. */
export type Params = Record<string, string | number | boolean | null | undefined | Blob>;

/** What the wire needs to know of an endpoint. */
export interface Wire {
  method: 'GET' | 'POST';
  path: string;
  multipart?: boolean;
  /** Creates something: carries its intent's `Idempotency-Key` (see `intent-key.ts`). */
  idempotent?: true;
}

/** The common parameters every request carries: the identity from the URL. */
export function commonParams(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(getIdentity())) if (value) out[key] = value;
  return out;
}

/** Headers taken from the URL identity, so gateways can route without parsing the query. */
export function identityHeaders(): Record<string, string> {
  const id = getIdentity();
  const headers: Record<string, string> = {};
  if (id.appVersion) headers['X-App-Version'] = id.appVersion;
  if (id.platform) headers['X-Platform'] = id.platform;
  if (id.languageType) headers['X-Language-Type'] = id.languageType;
  return headers;
}

export function clean(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}
