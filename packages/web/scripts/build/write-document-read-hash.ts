import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocumentRead, inlineScriptHash } from './document-read-build.ts';

/** Where the hash lives (hosting/document-read-hash.ts). */
export const hashPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../hosting/document-read-hash.ts',
);

/** The file's text with `hash` in place of the one it holds. */
export function withHash(source: string, hash: string): string {
  return source.replace(/DOCUMENT_READ_HASH = "[^"]*"/, `DOCUMENT_READ_HASH = "${hash}"`);
}

// Rewrites the hash from the script as it builds now: the first half of `npm run hosting` (the
// nginx snippet, the second half, carries it).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hash = inlineScriptHash(await buildDocumentRead());
  writeFileSync(hashPath, withHash(readFileSync(hashPath, 'utf8'), hash));
  console.log(`wrote ${hashPath}: ${hash}`);
}
