import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { collectFiles } from './build-package.js';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'collect-files-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const shipped = (dir: string) =>
  Object.fromEntries(collectFiles(dir).map((f) => [f.path, f.bytes.toString('utf8')]));

describe('the files a package ships', () => {
  it("takes the package's own file in place of the web's, and never ships the folder itself", () => {
    const dir = build({
      'index.html': 'web page',
      'assets/a.js': 'code',
      [`${PACKAGE_OWN_DIR}/index.html`]: 'package page',
      'index.html.br': 'x',
      _headers: 'x',
      '.vite/manifest.json': '{}',
    });
    expect(shipped(dir)).toEqual({ 'assets/a.js': 'code', 'index.html': 'package page' });
  });

  it("ships the web's file where the build made none for the package", () => {
    const dir = build({ 'index.html': 'web page', 'assets/a.js': 'code' });
    expect(shipped(dir)).toEqual({ 'assets/a.js': 'code', 'index.html': 'web page' });
  });
});
