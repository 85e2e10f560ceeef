import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleText } from '../build/bundle-text';
import type { ShimConfig } from '../types/shim-config';

const here = dirname(fileURLToPath(import.meta.url));
let cached: Promise<string> | undefined;

/** The shim as one IIFE (comlink bundled in), built once per process with esbuild. */
export function shimSource(): Promise<string> {
  cached ??= bundleText(join(here, 'shim.ts'), { format: 'iife', target: 'es2019' });
  return cached;
}

/** The shim with its config set first: what headless and Electron inject before the page. */
export async function shimWithConfig(config: ShimConfig): Promise<string> {
  return `window.__emulatorShimConfig=${JSON.stringify(config)};\n${await shimSource()}`;
}
