import type { BrandConfig } from '../src/config/brand.ts';
import { DEVICE_ID_HEADER, GID_HEADER } from '../src/lib/http/credentials.ts';
import { IDEMPOTENCY_HEADER } from '../src/lib/http/intent-key.ts';

/**
 * The API's CORS rule for the pages on the iOS shell's package origin. There the pages run on the
 * shell's own scheme (`app://<the pages' host>`, see the bridge SDK README, "Served from a
 * package"), so every API call is cross-origin: the API answers the preflight and the calls of
 * exactly the origins below, with the request headers the pages send (the token in its header,
 * never a cookie). Credentials are allowed because the browser sends beacons (vitals, field
 * reports) in credentialed mode; the API reads no cookie. The sandbox applies this rule; a
 * production API (or its gateway) must send the same headers.
 */

/** The iOS shell's package origin for a brand: its scheme on the pages' host. */
export const PACKAGE_SCHEME = 'app';
export function packageOrigin(brand: Pick<BrandConfig, 'appH5'>): string {
  return `${PACKAGE_SCHEME}://${new URL(brand.appH5).host}`;
}

/** The request headers the pages send to the API beyond the CORS-safelisted ones. */
export const API_REQUEST_HEADERS = [
  'Content-Type',
  'X-Requested-With',
  // transport.ts's identity headers: what the server tells borrowers apart by (no secret).
  'X-App-Version',
  'X-Platform',
  'X-Language-Type',
  DEVICE_ID_HEADER,
  GID_HEADER,
  IDEMPOTENCY_HEADER,
];

/**
 * Whether the API answers `origin` by CORS: the brand's package origin; with `loopback` (the
 * sandbox, for the emulator's stand-in of that origin) any http origin on a loopback name too.
 */
export function corsAllowed(
  origin: string,
  brand: Pick<BrandConfig, 'appH5'>,
  loopback = false,
): boolean {
  if (origin === packageOrigin(brand)) return true;
  return loopback && /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(origin);
}

/** The headers of an answer to an allowed origin (its preflight too), the token header included. */
export function corsHeaders(
  origin: string,
  brand: Pick<BrandConfig, 'tokenHeader'>,
): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': [brand.tokenHeader, ...API_REQUEST_HEADERS].join(', '),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
