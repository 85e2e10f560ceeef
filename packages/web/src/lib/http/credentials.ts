import type { BrandConfig } from '../../config';

// The identity keys that authorise or name the borrower travel in request headers, never in a
// URL: gateways, CDNs and proxies log URLs. Shared by the pages (which send them) and the sandbox
// (which reads them), so the names are written once.

/** The identity keys kept out of every request URL: the bearer token and two personal ids. */
export const CREDENTIAL_KEYS = ['token', 'deviceId', 'gid'] as const;
export type CredentialKey = (typeof CREDENTIAL_KEYS)[number];

/** The header of each credential but the token (whose header name is the brand's `tokenHeader`). */
export const DEVICE_ID_HEADER = 'X-Device-Id';
export const GID_HEADER = 'X-Gid';

type Where = Pick<BrandConfig, 'tokenHeader'>;

/** `Authorization` carries `Bearer <token>`; any other header name carries the token as it is. */
function isAuthorization(name: string): boolean {
  return name.toLowerCase() === 'authorization';
}

/** The headers carrying the credentials the identity has. */
export function credentialHeaders(
  identity: Partial<Record<CredentialKey, string>>,
  config: Where,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (identity.token)
    headers[config.tokenHeader] = isAuthorization(config.tokenHeader)
      ? `Bearer ${identity.token}`
      : identity.token;
  if (identity.deviceId) headers[DEVICE_ID_HEADER] = identity.deviceId;
  if (identity.gid) headers[GID_HEADER] = identity.gid;
  return headers;
}

/** The credentials a request's headers carry (the server side of `credentialHeaders`). */
export function readCredentialHeaders(
  headers: Headers,
  config: Where,
): Partial<Record<CredentialKey, string>> {
  const out: Partial<Record<CredentialKey, string>> = {};
  const raw = headers.get(config.tokenHeader);
  const token = raw && isAuthorization(config.tokenHeader) ? /^Bearer (.+)$/i.exec(raw)?.[1] : raw;
  if (token) out.token = token;
  const deviceId = headers.get(DEVICE_ID_HEADER);
  if (deviceId) out.deviceId = deviceId;
  const gid = headers.get(GID_HEADER);
  if (gid) out.gid = gid;
  return out;
}
