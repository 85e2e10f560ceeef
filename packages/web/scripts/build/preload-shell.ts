import type { Plugin } from 'vite';

/** The JS files every first load has before a dynamic import runs (names from codeSplitting). */
const HTML_PRELOADED = /^assets\/(shell|kit|rolldown-runtime)-[\w-]+\.js$/;

/**
 * For `build.modulePreload.resolveDependencies`: the shell and the kit are preloaded from the HTML
 * (preloadShell) and the entry imports the runtime itself. Vite's helper would skip the first two
 * (the document links them) and the runtime is loaded before any dynamic import runs, so listing
 * them at every dynamic import only added their names to the entry (0.1 KB of the initial JS).
 */
export function notPreloadedByHtml(_file: string, deps: string[]): string[] {
  return deps.filter((dep) => !HTML_PRELOADED.test(dep));
}

/**
 * The entry loads the app shell (React) with a dynamic import after it has sent the page's first
 * read; preloading the shell from the HTML keeps that from adding a step to the chain.
 */
export function preloadShell(): Plugin {
  return {
    name: 'hybrid-loan-preload-shell',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // The shell, and the kit with the query cache, which every page loads before its first
        // render: from the HTML they start at once, and the entry's first task does not add
        // their links (each inserted link cost up to a few ms of its main thread).
        const chunkOf = (path: string) => {
          const is = (id: string | null) => id?.endsWith(path) ?? false;
          const chunk =
            chunks.find((c) => is(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(is));
          if (!chunk) throw new Error(`preload-shell: no chunk for ${path}`);
          return chunk;
        };
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          for (const dep of chunk?.imports ?? []) visit(dep);
        };
        // The entry's own static imports first (the bundler's runtime): without a link the
        // browser finds them only once the entry has arrived, a round trip before the early read.
        for (const dep of ctx.chunk?.imports ?? []) visit(dep);
        visit(chunkOf('/src/app/index.ts').fileName);
        visit(chunkOf('/src/lib/http/query-provider.tsx').fileName);
        const entry = ctx.chunk?.fileName;
        return [...files]
          .filter((f) => f !== entry)
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
