import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { bridgeCheckIsolation } from './bridge-check-isolation.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function build(files: Record<string, string>, manifest: Record<string, unknown> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'bridge-check-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  return dist;
}

const page = { 'bridge-check.html': '<script src="./bridge-check.js" defer></script>' };

it('passes a build where nothing a borrower page loads names the self-check', () => {
  const dist = build({
    ...page,
    'bridge-check.js': 'run()',
    'index.html': '<script src="./assets/index.js"></script>',
    'sw.js': '[]',
    'assets/index.js': 'app()',
  });
  expect(bridgeCheckIsolation(dist).failures).toEqual([]);
});

it('names a chunk, the worker or a manifest entry that would bring it to a borrower page', () => {
  const dist = build(
    {
      ...page,
      'bridge-check.js': 'run()',
      'index.html': '',
      'sw.js': '["bridge-check.js"]',
      'assets/kit.js': 'import("../bridge-check.js")',
    },
    { 'src/bridge-check/main.ts': { file: 'assets/main.js', src: 'src/bridge-check/main.ts' } },
  );
  expect(bridgeCheckIsolation(dist).failures).toEqual([
    'sw.js names the bridge self-check: borrower pages must not load it',
    'assets/kit.js names the bridge self-check: borrower pages must not load it',
    "src/bridge-check/main.ts: a self-check module is in the app's module graph",
  ]);
});

it('fails a build without the page', () => {
  expect(bridgeCheckIsolation(build({ 'index.html': '' })).failures).toEqual([
    'bridge-check.html or bridge-check.js missing from the build',
  ]);
});
