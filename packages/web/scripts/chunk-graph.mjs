// Reads the Vite manifest of a production build and works out, per page, what it loads first and
// in all (gzipped), so the size script and the benchmark measure the same thing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { transformSync } from 'esbuild';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The page modules whose route declares an early read (`earlyRead` beside `load` in a feature's
 * routes.ts), as manifest sources (`src/features/repay/instalment-page.tsx`).
 */
export function earlyReadPages(root = webRoot) {
  const pages = new Set();
  const features = join(root, 'src', 'features');
  for (const feature of readdirSync(features)) {
    let source;
    try {
      source = readFileSync(join(features, feature, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
    simple(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), {
      ObjectExpression(node) {
        const key = (p) => p.type === 'Property' && (p.key.name ?? p.key.value);
        const load = node.properties.find((p) => key(p) === 'load');
        if (!load || !node.properties.some((p) => key(p) === 'earlyRead')) return;
        simple(load.value, {
          ImportExpression(imp) {
            const file = String(imp.source.value).replace(/^\.\//, '');
            for (const ext of ['.tsx', '.ts']) pages.add(`src/features/${feature}/${file}${ext}`);
          },
        });
      },
    });
  }
  return pages;
}

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

  // The entry is small on purpose (identity, the page's early read) and imports the app shell
  // (src/app) dynamically, preloaded from the HTML: the shell is both, as before the split.
  const shellKey = Object.keys(manifest).find((k) => manifest[k].src === 'src/app/index.ts');
  const initialKeys = closure(entryKey);
  if (shellKey) closure(shellKey, initialKeys);
  // The query cache (TanStack Query) the route view loads beside every page chunk.
  const queryKey = Object.keys(manifest).find(
    (k) => manifest[k].src === 'src/lib/http/query-provider.tsx',
  );
  const queryKeys = queryKey ? closure(queryKey) : new Set();
  // axios (the http client's wire) loads with the first call it transmits: before the first data
  // of a page that calls the API without an early read, after it on a page whose first read is early.
  const wireKey = Object.keys(manifest).find(
    (k) => manifest[k].src === 'src/lib/http/axios-wire.ts',
  );
  const wireKeys = wireKey ? closure(wireKey) : new Set();
  const early = earlyReadPages();
  // The texts every page needs first (common, ui) load in the borrower's language only: count the
  // heaviest language.
  const coreLocaleGz = Math.max(
    0,
    ...['en-IN', 'id-ID', 'zh-CN'].map((lang) =>
      Object.values(manifest)
        .filter((m) => new RegExp(`^src/locales/${lang}/(common|ui)\\.json$`).test(m.src ?? ''))
        .reduce((n, m) => n + gz(m.file), 0),
    ),
  );
  const initialJs = files(initialKeys, 'js');
  const initialCss = files(initialKeys, 'css');

  /** Every lazily loaded page module: one per feature page. */
  const pages = Object.entries(manifest)
    .filter(([, m]) => m.isDynamicEntry && /src\/features\//.test(m.src ?? ''))
    .map(([key, m]) => {
      const all = closure(key);
      const extraKeys = [...all].filter((k) => !initialKeys.has(k));
      // The page calls the API when one of its own chunks can load the wire.
      const callsApi = extraKeys.some((k) => manifest[k].dynamicImports?.includes(wireKey));
      const needsWire = callsApi && !early.has(m.src);
      // Before the first data render: the shell, the page chunk with its imports, the query cache
      // and, when its first read is not early, axios.
      const firstDataJs = files(
        new Set([...initialKeys, ...all, ...queryKeys, ...(needsWire ? wireKeys : [])]),
        'js',
      );
      const js = files(extraKeys, 'js');
      const css = files(extraKeys, 'css');
      return {
        module: m.src,
        feature: /src\/features\/([^/]+)\//.exec(m.src)?.[1] ?? '?',
        ownChunk: m.file,
        ownGz: gz(m.file),
        earlyRead: early.has(m.src),
        lazyJsGz: sum(js),
        cssGz: sum(initialCss) + sum(css),
        totalJsGz: sum(initialJs) + sum(js),
        firstDataJsGz: sum(firstDataJs) + coreLocaleGz,
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

// The shell's goal is 100 KB. It measured 112.6 KB with react-router-dom; axios off the first-data
// path, react-router's production build tree-shaken, AppLink for Link and the bridge SDK off the
// shell brought it to 104.4 KB: the check holds 105 so nothing grows back, and the last 4.4 KB to
// the goal are open (see the web README's size notes). JS before first data (130 KB goal) is
// printed per main page by the size script and the benchmark, not yet enforced: most data pages
// are still over it.
export const BUDGETS = { initialJsKb: 105, routeChunkKb: 20, cssKb: 15, firstDataJsKb: 130 };
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
