import type { BrandConfig } from '../src/config/brand.ts';
import { CACHE_RULES } from './cache-headers.ts';

/**
 * The production build's security headers, written once from the brand config. The build writes
 * them as `dist/_headers`, `hosting/nginx-security-headers.conf` is generated from them, and the
 * project's own production server (`npm run serve`) sends them, so tests check the real headers.
 * The page's meta CSP is the same policy without `frame-ancestors`, which a meta tag cannot carry:
 * only a header can stop another site from framing the pages.
 */

/** The origin of an absolute http(s) URL, or null for a path on the pages' own origin. */
function originOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/** CSP directives narrowed to the brand's API, field-report and image origins. */
export function cspDirectives(brand: BrandConfig): string[] {
  const connect = unique([
    "'self'",
    originOf(brand.appApi),
    originOf(brand.vitalsUrl),
    originOf(brand.trackingUrl),
  ]);
  const images = unique(["'self'", 'data:', 'blob:', ...brand.imageHosts.map(originOf)]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    // Agreements come from the lender's server as https URLs, shown in a sandboxed iframe.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy for the page's meta tag (frame-ancestors is ignored there). */
export function metaCsp(brand: BrandConfig): string {
  return cspDirectives(brand).join('; ');
}

/** Every header the production pages are served with. */
export function securityHeaders(brand: BrandConfig): Record<string, string> {
  return {
    'Content-Security-Policy': [...cspDirectives(brand), "frame-ancestors 'none'"].join('; '),
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // The pages need none of these; the camera and photos go through the native shell.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The `_headers` file of static hosts such as Netlify and Cloudflare Pages (with the caching rules
 * of `cache-headers.ts`: these hosts add a matching block's headers to the `/*` block's). */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const caching = CACHE_RULES.map((r) => `${r.path}\n  Cache-Control: ${r.cacheControl}\n`);
  return [`/*\n${lines.join('\n')}\n`, ...caching].join('');
}

/** An nginx snippet to `include` in the server block that serves the build. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  // An add_header inside a location replaces the server block's: each location repeats them.
  const location = (match: string, cacheControl: string) =>
    [
      `location ~ ${match} {`,
      ...lines.map((l) => `  ${l}`),
      `  add_header Cache-Control "${cacheControl}" always;`,
      '}',
    ].join('\n');
  const caching = CACHE_RULES.map((r) =>
    location(
      r.path === '/assets/*' ? '/assets/' : `(^|/)${r.path.slice(1).replace(/[.]/g, '\\.')}$`,
      r.cacheControl,
    ),
  );
  return `# Generated from packages/web/hosting/security-headers.ts: do not edit by hand.\n${lines.join('\n')}\n${caching.join('\n')}\n`;
}
