import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandConfig } from '../src/config/brand.ts';
import { nginxSnippet, securityHeaders } from './security-headers.ts';

/** Rewrites hosting/nginx-security-headers.conf from the brand config: `npm run hosting`. */
export const snippetPath = join(
  dirname(fileURLToPath(import.meta.url)),
  'nginx-security-headers.conf',
);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(snippetPath, nginxSnippet(securityHeaders(brandConfig)));
  console.log(`wrote ${snippetPath}`);
}
