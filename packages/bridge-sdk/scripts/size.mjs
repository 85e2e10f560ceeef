// Prints the SDK's size as a consumer's bundler sees it: dist/index.js bundled and minified with
// esbuild, then gzipped. The goal is 3,200 B for borrower pages (3 KB before the package calls);
// `--check` (in npm test) fails above LIMIT, so growth is noticed. (Of the SDK's gzipped bytes,
// the 30 route names take ~170 and the web fallbacks ~330; the legacy protocol is the /legacy
// entry, bundled only by pages that pass it.) esbuild without a target keeps modern syntax as
// written; the web app's own build (Vite: Rolldown and Oxc, the .browserslistrc floor) also lowers
// optional chaining and gives about 60 B more (the validators avoid `?.` for that reason).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const GOAL = 3200;
// The measured size, so any growth fails: 3,198 B (3,123 B before createBridge was split by
// concern, +75 B: the receiver, the wait for the shell and the params check are module functions,
// and the source's longer names minify away; 3,043 B before packageInfo and reportHealth,
// +80 B; 3,044 B before the navigating methods were named by their list instead of "the first
// five", 3,423 B before the legacy protocol moved to /legacy, the legacy table left the main entry
// and a few shorter paths; 2,996 B before openPage sent the normalised URL it checked,
// `openableUrl`, +48 B).
const LIMIT = 3198;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The files of an entry's folder: for the SDK, dist without the testing, contract and legacy
// subpaths and the schema description (the few contract files the SDK imports count in its
// minified and gzipped sizes).
const subpaths = ['testing', 'contract', 'legacy', 'schema'];
const jsFiles = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory())
      return subpaths.includes(f) && dir.endsWith('dist') ? [] : jsFiles(p);
    return p.endsWith('.js') ? [p] : [];
  });

async function measure(entry, dir) {
  const out = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const min = out.outputFiles[0].contents;
  const raw = jsFiles(resolve(root, dir)).reduce((n, f) => n + readFileSync(f).length, 0);
  return { raw, min: min.length, gzip: gzipSync(min, { level: 9 }).length };
}

const rows = [
  ['@hybrid-loan/bridge-sdk', await measure('dist/index.js', 'dist')],
  ['/legacy', await measure('dist/legacy/index.js', 'dist/legacy')],
  ['/testing (with the SDK)', await measure('dist/testing/index.js', 'dist/testing')],
  ['/contract', await measure('dist/contract/index.js', 'dist/contract')],
];
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const table = [
  ['entry', 'dist .js', 'minified', 'gzipped'],
  ...rows.map(([name, s]) => [name, kb(s.raw), kb(s.min), `${kb(s.gzip)} (${s.gzip} B)`]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const [i, r] of table.entries()) {
  console.log(`| ${r.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
  if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
}
const sdk = rows[0][1].gzip;
console.log(
  `SDK gzipped: ${sdk} B; goal ${GOAL} B (${sdk <= GOAL ? 'met' : `${sdk - GOAL} B over`}), limit ${LIMIT} B`,
);
if (process.argv.includes('--check') && sdk > LIMIT) {
  console.error(`The SDK grew past ${LIMIT} B gzipped: keep it tight.`);
  process.exit(1);
}
