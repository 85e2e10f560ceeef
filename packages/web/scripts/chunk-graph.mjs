// Reads the Vite manifest of a production build and works out, per page, what it loads first and
// in all (gzipped), so the size script and the benchmark measure the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function loadBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');

  /** The files a chunk pulls in with static imports (its own file included). */
  function closure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  }
  const files = (keys, kind) => [
    ...new Set(
      [...keys].flatMap((k) => (kind === 'js' ? [manifest[k].file] : (manifest[k].css ?? []))),
    ),
  ];
  const sum = (list) => list.reduce((n, f) => n + gz(f), 0);

  const initialKeys = closure(entryKey);
  const initialJs = files(initialKeys, 'js');
  const initialCss = files(initialKeys, 'css');

  /** Every lazily loaded page module: one per feature page. */
  const pages = Object.entries(manifest)
    .filter(([, m]) => m.isDynamicEntry && /src\/features\//.test(m.src ?? ''))
    .map(([key, m]) => {
      const all = closure(key);
      const extraKeys = [...all].filter((k) => !initialKeys.has(k));
      const js = files(extraKeys, 'js');
      const css = files(extraKeys, 'css');
      return {
        module: m.src,
        feature: /src\/features\/([^/]+)\//.exec(m.src)?.[1] ?? '?',
        ownChunk: m.file,
        ownGz: gz(m.file),
        lazyJsGz: sum(js),
        cssGz: sum(initialCss) + sum(css),
        totalJsGz: sum(initialJs) + sum(js),
      };
    });
  return {
    manifest,
    initialJs,
    initialCss,
    initialJsGz: sum(initialJs),
    initialCssGz: sum(initialCss),
    pages,
    gz,
  };
}

export const BUDGETS = { initialJsKb: 100, routeChunkKb: 20, cssKb: 15 };
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
