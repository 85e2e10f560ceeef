import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder (found from this file, so it works from any working directory). */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The monorepo root: the nearest folder above with a package.json that declares workspaces. */
export function repoRoot(from = PACKAGE_ROOT): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && dir !== PACKAGE_ROOT) {
      const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
      if (json.workspaces) return dir;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`No workspace root above ${from}`);
    dir = up;
  }
}

export const webRoot = () => join(repoRoot(), 'packages', 'web');
export const REPORTS_DIR = join(PACKAGE_ROOT, 'reports');
