// The pages run on React itself (react, react-dom/client): these checks keep another runtime from
// coming back behind React's API. `npm test` runs them on the lockfile (runtime-check.test.ts) and
// on the production build (size.mjs --check).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runtimes that can stand in for React's API; none may be in the web package's tree or bundle. */
export const FORBIDDEN_RUNTIMES = ['preact', '@preact/compat', 'inferno', 'nervjs'];
/** React's runtime: what the app shell must hold. */
export const REACT_RUNTIME = ['react', 'react-dom', 'scheduler'];

const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'];

/**
 * Every package (name -> versions) in the dependency tree of the workspace at `root` (e.g.
 * `packages/web`), resolved through the lockfile as Node would (nearest `node_modules` up the
 * path), with the workspace's own devDependencies and linked workspaces followed.
 */
export function dependencyTree(lock, root) {
  const packages = lock.packages ?? {};
  const found = new Map();
  const seen = new Set();
  const resolve = (from, name) => {
    let dir = from;
    for (;;) {
      const at = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[at]) return packages[at].link ? packages[at].resolved : at;
      if (!dir) return null;
      const up = dir.lastIndexOf('/node_modules/');
      dir =
        up >= 0 ? dir.slice(0, up) : dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
    }
  };
  const visit = (path, fields) => {
    if (seen.has(path)) return;
    seen.add(path);
    const entry = packages[path] ?? {};
    for (const field of fields)
      for (const name of Object.keys(entry[field] ?? {})) {
        const at = resolve(path, name);
        if (!at) continue;
        const versions = found.get(name) ?? new Set();
        versions.add(packages[at]?.version ?? '?');
        found.set(name, versions);
        visit(at, DEPENDENCY_FIELDS);
      }
  };
  visit(root, [...DEPENDENCY_FIELDS, 'devDependencies']);
  return found;
}

/** What is wrong with the runtime in a tree from {@link dependencyTree}. */
export function treeFailures(tree) {
  const failures = FORBIDDEN_RUNTIMES.filter((name) => tree.has(name)).map(
    (name) => `${name} is in the dependency tree: the pages run on React itself`,
  );
  for (const name of ['react', 'react-dom']) {
    const versions = [...(tree.get(name) ?? [])];
    if (!versions.some((v) => v.startsWith('19.')))
      failures.push(
        `${name} 19 is not in the dependency tree (found: ${versions.join(', ') || 'none'})`,
      );
  }
  return failures;
}

/**
 * What is wrong with the runtime of a production build in `dist` (the packages each chunk holds,
 * written by scripts/build/bundle-packages.ts): a stand-in runtime anywhere, or React's own runtime
 * missing from the chunk `shellFile`.
 */
export function bundleFailures(dist, shellFile) {
  const file = join(dist, '.vite', 'packages.json');
  if (!existsSync(file))
    return [`${file} is missing (written by scripts/build/bundle-packages.ts)`];
  const packages = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const [chunk, names] of Object.entries(packages))
    for (const name of names.filter((n) => FORBIDDEN_RUNTIMES.includes(n)))
      failures.push(`${chunk} holds ${name}: the pages run on React itself`);
  const shell = packages[shellFile] ?? [];
  for (const name of REACT_RUNTIME.filter((n) => !shell.includes(n)))
    failures.push(`the app shell (${shellFile}) does not hold ${name}`);
  return failures;
}
