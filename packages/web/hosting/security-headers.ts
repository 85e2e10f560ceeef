import type { BrandConfig } from '../src/config/brand.ts';
import { fieldReportsConfig } from '../src/config/field-reports.ts';
import { SITE_LOADER_HASH } from '../src/site/site-loader.ts';
import { CACHE_RULES } from './cache-headers.ts';
import { DOCUMENT_READ_HASH } from './document-read-hash.ts';

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
    originOf(fieldReportsConfig.url),
    originOf(brand.trackingUrl),
    // /Policy asks the agreement's host whether it answers before it counts the frame as shown.
    originOf(brand.appH5),
  ]);
  const images = unique(["'self'", 'data:', 'blob:', ...brand.imageHosts.map(originOf)]);
  return [
    "default-src 'self'",
    // The inline scripts, by their hashes: the public pages' loader (it starts their script after
    // the first paint) and the app page's first read, sent by the document (src/document-read.ts).
    `script-src 'self' ${SITE_LOADER_HASH} ${DOCUMENT_READ_HASH}`,
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

/**
 * How the backend serves what borrowers upload (complaint photos) back to the pages: as a download
 * that never renders as a document, so a file that got past the checks cannot run script on an
 * origin of ours (an SVG opened at its URL would read the pages' storage). Best from another
 * origin than the pages' (a cookieless CDN host); the pages show the pictures with `<img>`, which
 * ignores all three headers. The server must also send the type it found in the file's bytes
 * (JPEG, PNG, WebP), never the type the uploader declared. The sandbox serves uploads with
 * exactly these.
 */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  'Content-Disposition': 'attachment',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** The `_headers` file of static hosts such as Netlify and Cloudflare Pages (with the caching rules
 * of `cache-headers.ts`: these hosts add a matching block's headers to the `/*` block's). */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const caching = CACHE_RULES.map((r) => `${r.path}\n  Cache-Control: ${r.cacheControl}\n`);
  return [`/*\n${lines.join('\n')}\n`, ...caching].join('');
}

const addHeaders = (headers: Readonly<Record<string, string>>, indent = '') =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/**
 * An nginx snippet to `include` in the server block that serves the build, followed by the rule
 * for the backend that serves uploads (commented out: the API is another server block, ideally
 * another origin).
 */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = addHeaders(headers);
  // An add_header inside a location replaces the server block's: each location repeats them.
  const location = (match: string, cacheControl: string) =>
    [
      `location ${match} {`,
      ...lines.map((l) => `  ${l}`),
      `  add_header Cache-Control "${cacheControl}" always;`,
      '}',
    ].join('\n');
  const match = (path: string) => {
    if (path === '/assets/*') return '~ /assets/';
    if (path === '/') return '= /';
    return `~ (^|/)${path.slice(1).replace(/[.]/g, '\\.')}$`;
  };
  const caching = CACHE_RULES.map((r) => location(match(r.path), r.cacheControl));
  return [
    '# Generated from packages/web/hosting/security-headers.ts: do not edit by hand.',
    ...lines,
    ...caching,
    '',
    '# Uploaded files (complaint photos) as the API serves them back, in its own server block,',
    '# ideally on another origin than the pages: a download that never renders as a document,',
    '# with the type the server found in the bytes (JPEG, PNG, WebP), never the declared one.',
    '# location /user-problem/image/ {',
    ...addHeaders(UPLOAD_HEADERS, '#   '),
    '# }',
    '',
  ].join('\n');
}
