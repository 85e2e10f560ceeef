import type { Alias } from 'vite';

/**
 * React's API, served by Preact's compatibility layer: each `react` module and the Preact module
 * that stands for it. react-dom with react and the scheduler were about 68 KB of the 136 KB a page
 * needed before its first data render (gzipped); Preact with its compat layer is about 10. The
 * pages, react-router, react-i18next and TanStack Query keep importing `react`.
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** The same, as Vite aliases (exact names only: `react-router` is not `react`). */
export const reactOnPreact: Alias[] = Object.entries(PREACT_FOR_REACT).map(([name, to]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: to,
}));
