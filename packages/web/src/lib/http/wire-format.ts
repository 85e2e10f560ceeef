import { brandConfig } from '../../config';
import { getIdentity } from '../identity';
import { CREDENTIAL_KEYS, type CredentialKey, credentialHeaders } from './credentials';

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

/**
 * The common parameters every request carries in its query: the identity from the URL, less the
 * credentials (token, device id, gid), which go in headers (`identityHeaders`) so that no URL the
 * pages send names the borrower. A brand whose server reads them only from the query
 * (`credentialsInQuery`, a documented risk) gets them here too.
 */
export function commonParams(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(getIdentity()))
    if (value && (brandConfig.credentialsInQuery || !isCredential(key))) out[key] = value;
  return out;
}

/**
 * Headers taken from the URL identity: the credentials (`Authorization: Bearer …` or the brand's
 * `tokenHeader`, `X-Device-Id`, `X-Gid`), and what gateways route on without parsing the query.
 */
export function identityHeaders(): Record<string, string> {
  const id = getIdentity();
  const headers = credentialHeaders(id, brandConfig);
  if (id.appVersion) headers['X-App-Version'] = id.appVersion;
  if (id.platform) headers['X-Platform'] = id.platform;
  if (id.languageType) headers['X-Language-Type'] = id.languageType;
  return headers;
}

const isCredential = (key: string): key is CredentialKey =>
  (CREDENTIAL_KEYS as readonly string[]).includes(key);

/**
 * A GET's query and the headers it adds: the common parameters and the call's own, except the
 * call's own credentials (registration's visitor `deviceId`, say), which go in the credential
 * headers like the identity's, so no request URL names a device (unless the brand's
 * `credentialsInQuery` asks for the query). A body may carry them: bodies are not logged as URLs.
 */
export function getQuery(payload: Record<string, string>): {
  query: Record<string, string>;
  headers: Record<string, string>;
} {
  const query = commonParams();
  const own: Partial<Record<CredentialKey, string>> = {};
  for (const [key, value] of Object.entries(payload))
    if (isCredential(key) && !brandConfig.credentialsInQuery) own[key] = value;
    else query[key] = value;
  return { query, headers: credentialHeaders(own, brandConfig) };
}

export function clean(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}
