import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIDGE_CHECK_PAGE } from '@hybrid-loan/bridge-sdk/contract';
import type { Plugin } from 'vite';
import { metaCsp } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { bundleScript } from './bundle-script.ts';
import { baseHead } from './html-head.ts';
import { writeStep } from './write-step.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The bridge self-check page (the bridge SDK's README, "Check your shell in your app"): its own
// HTML and one script beside index.html, built apart from the app's module graph, so no borrower
// page's chunk can import it or share a chunk with it (scripts/checks/size.mjs checks).
export const BRIDGE_CHECK_SCRIPT = 'bridge-check.js';
export const BRIDGE_CHECK_FILES = [BRIDGE_CHECK_PAGE, BRIDGE_CHECK_SCRIPT];

/** The page: the app's content security policy, its styles, no inline script. */
export function bridgeCheckHtml(css: string): string {
  return `<!doctype html>
<html lang="id">
  <head>
    ${baseHead(metaCsp(brandConfig))}
    <meta name="robots" content="noindex" />
    <title>Bridge self-check</title>
    <style>${css.trim()}</style>
    <script src="./${BRIDGE_CHECK_SCRIPT}" defer></script>
  </head>
  <body></body>
</html>
`;
}

/** Writes the page and its script into the build. */
export async function writeBridgeCheck(outDir: string): Promise<void> {
  await bundleScript(
    join(webRoot, 'src/bridge-check/main.ts'),
    join(outDir, BRIDGE_CHECK_SCRIPT),
    {},
    ['source'],
  );
  // The kit's tokens first (ui/theme.css: the one colour and spacing system), then the page's own.
  const css = ['src/ui/theme.css', 'src/bridge-check/bridge-check.css']
    .map((file) => readFileSync(join(webRoot, file), 'utf8'))
    .join('\n');
  writeFileSync(join(outDir, BRIDGE_CHECK_PAGE), bridgeCheckHtml(css));
}

export function bridgeCheck(): Plugin {
  return writeStep('hybrid-loan-bridge-check', writeBridgeCheck);
}
