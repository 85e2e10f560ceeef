import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleText } from '../../build/bundle-text';

const here = dirname(fileURLToPath(import.meta.url));
let cached: Promise<string> | undefined;
let cachedCss: Promise<string> | undefined;

/** The panel (React) bundled with esbuild once per process. */
export function panelBundle(): Promise<string> {
  cached ??= bundleText(join(here, '..', '..', 'panel', 'main.tsx'), {
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return cached;
}

let cachedCharts: Promise<string> | undefined;

/** The Field view's charts (Chart.js), bundled apart: the panel loads them when that view opens. */
export function panelChartsBundle(): Promise<string> {
  cachedCharts ??= bundleText(join(here, '..', '..', 'panel', 'field', 'charts.ts'), {
    format: 'esm',
    target: 'es2022',
  });
  return cachedCharts;
}

/** The panel's styles: panel.css and the files it imports, bundled into one sheet once per process. */
export function panelStyles(): Promise<string> {
  cachedCss ??= bundleText(join(here, '..', '..', 'panel', 'panel.css'));
  return cachedCss;
}

export const PANEL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hybrid-loan emulator</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/panel.css"></head>
<body><div id="root"></div><script type="module" src="/panel.js"></script></body></html>`;
