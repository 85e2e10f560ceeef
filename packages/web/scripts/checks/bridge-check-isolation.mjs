// The bridge self-check page is its own entry (build/bridge-check-build.ts): this proves, on a
// production build, that no borrower page can load it. Nothing the pages load (index.html, the
// chunks under assets/, the service worker and its precache list) names its files, and no module
// of src/bridge-check is in the app's module graph (the Vite manifest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGE = 'bridge-check.html';
const SCRIPT = 'bridge-check.js';
/** Its own budget: a developer page, with i18next (about 15 KB of it) and the checks. */
export const BRIDGE_CHECK_BUDGET_KB = 35;

export function bridgeCheckIsolation(dist) {
  const failures = [];
  if (!existsSync(join(dist, PAGE)) || !existsSync(join(dist, SCRIPT))) {
    failures.push(`${PAGE} or ${SCRIPT} missing from the build`);
    return { failures, gzKb: 0 };
  }
  if (!readFileSync(join(dist, PAGE), 'utf8').includes(`src="./${SCRIPT}"`))
    failures.push(`${PAGE} does not load ./${SCRIPT}`);
  const loaded = [
    'index.html',
    'sw.js',
    ...readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`),
  ].filter((f) => /\.(html|js|css|json)$/.test(f) && existsSync(join(dist, f)));
  for (const file of loaded)
    if (readFileSync(join(dist, file), 'utf8').includes('bridge-check'))
      failures.push(`${file} names the bridge self-check: borrower pages must not load it`);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  for (const [key, chunk] of Object.entries(manifest))
    if (/src\/bridge-check\//.test(`${key} ${chunk.src ?? ''}`))
      failures.push(`${key}: a self-check module is in the app's module graph`);
  const gz = gzipSync(readFileSync(join(dist, SCRIPT)), { level: 9 }).length;
  const gzKb = Math.round((gz / 1024) * 10) / 10;
  if (gzKb > BRIDGE_CHECK_BUDGET_KB)
    failures.push(`${SCRIPT}: ${gzKb} KB > ${BRIDGE_CHECK_BUDGET_KB} KB`);
  return { failures, gzKb };
}
