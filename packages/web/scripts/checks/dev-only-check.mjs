// The sandbox backend (its machinery in `sandbox/`, each feature's fake backend in
// `src/features/<name>/sandbox/`), the dev servers' request guard and msw serve development and
// tests only. dependency-cruiser keeps product code from importing them; this check proves the
// production build holds none of them (size.mjs --check, in `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build writes the dev-only modules each chunk holds (build/bundle-packages.ts). */
export const DEV_ONLY_FILE = '.vite/dev-only.json';

const DEV_ONLY =
  /[\\/](web[\\/]sandbox|features[\\/][^\\/]+[\\/]sandbox|dev-server[\\/]src)[\\/]|[\\/]node_modules[\\/](msw|@mswjs)[\\/]/;

/** Whether a module (its id, an absolute path) serves development and tests only. */
export function isDevOnly(id) {
  return DEV_ONLY.test(id);
}

/** What the production build in `dist` ships that it must not: one line per chunk and module. */
export function devOnlyFailures(dist) {
  const file = join(dist, DEV_ONLY_FILE);
  if (!existsSync(file))
    return [`${file} is missing (written by scripts/build/bundle-packages.ts)`];
  const modules = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(modules).flatMap(([chunk, ids]) =>
    ids.map((id) => `${chunk} holds ${id}: the sandbox and its tools are never shipped`),
  );
}
