import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// react-router publishes a production build (dev warnings off) beside its development one, but its
// package exports name the development files only. Both builds also give every component and
// context a `displayName` at the top level and create `Link`, `NavLink` and `Form` with
// `React.forwardRef` calls not marked pure: side effects, so the bundler keeps NavLink, Form,
// ScrollRestoration, the history router and what they use although the app imports none of them.

const dist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/** Builds with react-router's production files, with its unused components tree-shaken. */
export function reactRouterProduction(): Plugin {
  return {
    name: 'hybrid-loan-react-router-production',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!id.startsWith(dist)) return null;
      return {
        code: code
          // Names for React DevTools only; a production build shows none anyway.
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef('),
        map: null,
      };
    },
  };
}
