import type { Plugin } from 'vite';

/**
 * V8's file-level compile hint (Chrome 136 and later): the engine compiles every function of the
 * file while the file streams in, on a background thread, instead of on the main thread the first
 * time each function runs. Every chunk we ship is loaded only when it is about to run (the entry,
 * the shell, a page and its imports), so most of its functions run at once; without the hint their
 * compiling landed inside the first render, the longest task of a page load. Older engines read it
 * as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts {@link COMPILE_HINT} first in every JavaScript chunk of the build. */
export function compileHints(): Plugin {
  return {
    name: 'hybrid-loan-compile-hints',
    apply: 'build',
    // Last: minifying drops comments, and Vite's preload helper puts its own line at the top.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // One line more at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
