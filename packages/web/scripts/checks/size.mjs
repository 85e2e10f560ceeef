// Prints the gzipped size of the app shell and of every page chunk of the production build.
// `--check` exits 1 when a budget is exceeded (run by `npm test`; sizes do not vary between runs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_PAGES } from '../main-pages.mjs';
import { BRIDGE_CHECK_BUDGET_KB, bridgeCheckIsolation } from './bridge-check-isolation.mjs';
import { BUDGETS, kb, loadBuild } from './chunk-graph.mjs';
import { devOnlyFailures } from './dev-only-check.mjs';
import { bundleFailures } from './runtime-check.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('No production build: run `npm run build -w @hybrid-loan/web` first.');
  process.exit(1);
}
const build = loadBuild(dist);
const selfCheck = bridgeCheckIsolation(dist);
const rows = [
  { what: 'app shell JS (initial)', gzKb: kb(build.initialJsGz), budgetKb: BUDGETS.initialJsKb },
  { what: 'app shell CSS (initial)', gzKb: kb(build.initialCssGz), budgetKb: BUDGETS.cssKb },
  ...build.pages.map((p) => ({
    what: `page ${p.module.replace(/^src\/features\//, '')}`,
    gzKb: kb(p.ownGz),
    budgetKb: BUDGETS.routeChunkKb,
    cssKb: kb(p.cssGz),
    totalJsKb: kb(p.totalJsGz),
    firstDataJsKb: kb(p.firstDataJsGz),
  })),
];
rows.push({
  what: 'bridge-check.html (own entry, no borrower page loads it)',
  gzKb: selfCheck.gzKb,
  budgetKb: BRIDGE_CHECK_BUDGET_KB,
});
console.table(rows);
// React's own runtime in the shell, and no stand-in for it anywhere in the build.
const failures = bundleFailures(dist, build.shellFile);
// Nothing of the sandbox (its machinery, a feature's fake backend) or msw in the production build.
failures.push(...devOnlyFailures(dist));
// The bridge self-check is its own entry: nothing a borrower page loads names it.
failures.push(...selfCheck.failures);
if (kb(build.initialJsGz) > BUDGETS.initialJsKb)
  failures.push(`initial JS ${kb(build.initialJsGz)} KB > ${BUDGETS.initialJsKb} KB`);
failures.push(...build.htmlFailures);
for (const file of build.notPreloaded)
  failures.push(`index.html does not preload ${file} (every first load needs it first)`);
for (const p of build.pages) {
  if (kb(p.ownGz) > BUDGETS.routeChunkKb)
    failures.push(`${p.module}: own chunk ${kb(p.ownGz)} KB > ${BUDGETS.routeChunkKb} KB`);
  if (kb(p.cssGz) > BUDGETS.cssKb)
    failures.push(`${p.module}: CSS ${kb(p.cssGz)} KB > ${BUDGETS.cssKb} KB`);
}
// JS before the first data render of each main page, against its goal (135 KB on React).
const firstData = MAIN_PAGES.map((main) => {
  const page = build.pages.find((p) => main.module.test(p.module));
  const firstDataKb = page ? kb(page.firstDataJsGz) : kb(build.initialJsGz);
  return { page: main.key, firstDataKb, earlyRead: page?.earlyRead ?? false };
});
console.table(firstData);
for (const r of firstData)
  if (r.firstDataKb > BUDGETS.firstDataJsKb)
    failures.push(
      `${r.page}: JS before first data ${r.firstDataKb} KB > ${BUDGETS.firstDataJsKb} KB`,
    );
// The compile hint only works as the file's first line (see compile-hints.ts); a plugin that puts
// its own line above it would switch it off without a word.
for (const file of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')))
  if (
    !readFileSync(join(dist, 'assets', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
  )
    failures.push(`${file}: the compile hint is not its first line`);
if (failures.length) {
  console.error(`Size budgets exceeded:\n  ${failures.join('\n  ')}`);
  if (process.argv.includes('--check')) process.exit(1);
} else console.log('All size budgets met.');
