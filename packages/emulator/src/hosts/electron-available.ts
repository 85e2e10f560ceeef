import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Electron binary's path when it is installed, else undefined. Reads the package's
 * `path.txt` instead of importing electron (which throws without its binary).
 */
export function electronBinary(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('electron/package.json');
    const pathFile = join(dirname(pkg), 'path.txt');
    if (!existsSync(pathFile)) return undefined;
    const binary = join(dirname(pkg), 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}
