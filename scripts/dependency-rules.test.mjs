// The boundary check of `npm run lint` really fails on a forbidden import: the lint script's own
// depcruise command, with the repository's rules, run over small planted source trees.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lint = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.lint;
const command = lint
  .split('&&')
  .map((c) => c.trim())
  .find((c) => c.startsWith('depcruise '));

// The second run: lib's own graph, against the folder rule (`LIB_FOLDERS=1 depcruise ...`).
const libCommand = lint
  .split('&&')
  .map((c) => c.trim())
  .find((c) => c.startsWith('LIB_FOLDERS=1 depcruise '));

const dirs = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Runs the lint's depcruise over `files` (path to source) beside a copy of the rules. */
function cruise(files, lintCommand = command) {
  const dir = mkdtempSync(join(tmpdir(), 'depcruise-'));
  dirs.push(dir);
  cpSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const [first, ...rest] = lintCommand.split(/\s+/);
  const env = { ...process.env };
  const [bin, ...args] = first.includes('=') ? rest : [first, ...rest];
  if (first.includes('=')) env[first.split('=')[0]] = first.split('=')[1];
  const r = spawnSync(join(root, 'node_modules/.bin', bin), args, {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

// TypeScript-only syntax, so a parser that cannot read TypeScript would miss the imports.
const feature = `export enum Kind { A }\nexport const page = { kind: Kind.A } satisfies object;\nexport type Page = typeof page;\n`;

describe('npm run lint: dependency rules', () => {
  it('uses depcruise with the repository rules', () => {
    expect(command).toMatch(/^depcruise --config \.dependency-cruiser\.cjs packages$/);
  });

  it('passes allowed imports, reads TypeScript and warns of nothing', () => {
    const r = cruise({
      'packages/web/src/features/a/page.ts': feature,
      'packages/web/src/features/a/routes.ts': `import { page } from './page';\nexport const r = [page];\n`,
      'packages/web/src/lib/x.ts': 'export const n = 1;\n',
    });
    expect(r.output).toContain(
      'no dependency violations found (3 modules, 1 dependencies cruised)',
    );
    expect(r.output).not.toMatch(/missing-|likely to have missed/);
    expect(r.status).toBe(0);
  });

  it('fails on a planted import from lib into a feature', () => {
    const r = cruise({
      'packages/web/src/features/a/page.ts': feature,
      'packages/web/src/lib/planted.ts': `import { page } from '../features/a/page';\nexport const p = page;\n`,
    });
    expect(r.output).toContain('lib-ui-config-import-no-feature');
    expect(r.output).toContain(
      'packages/web/src/lib/planted.ts → packages/web/src/features/a/page.ts',
    );
    expect(r.status).not.toBe(0);
  });

  it('tells a type-only import from a value import (the SDK may name outside types only)', () => {
    const helper = {
      'packages/bridge-sdk/test/helper.ts': `export interface H { a: 1 }\nexport const h = 1;\n`,
    };
    const typeOnly = cruise({
      ...helper,
      'packages/bridge-sdk/src/a.ts': `import type { H } from '../test/helper';\nexport const a: H = { a: 1 };\n`,
    });
    expect(typeOnly.status).toBe(0);
    const value = cruise({
      ...helper,
      'packages/bridge-sdk/src/a.ts': `import { h } from '../test/helper';\nexport const a = h;\n`,
    });
    expect(value.output).toContain('sdk-stands-alone');
    expect(value.status).not.toBe(0);
  });
  it('keeps the offline package tool off the web source (it reads the build)', () => {
    const r = cruise({
      'packages/web/src/config/brand.ts': 'export const brandConfig = { appH5: "" };\n',
      'packages/offline-package/src/site.ts': `import { brandConfig } from '../../web/src/config/brand';\nexport const s = brandConfig;\n`,
    });
    expect(r.output).toContain('offline-package-takes-only-the-sdk');
    expect(r.status).not.toBe(0);
  });

  it("keeps the kit off the bridge and the http client, lib off the kit, and every feature's fake backend out of product code", () => {
    const planted = (from, to) =>
      cruise({
        'packages/web/src/lib/http/call-pipeline.ts': 'export const send = 1;\n',
        'packages/web/src/lib/bridge/bridge.ts': 'export const bridge = 1;\n',
        'packages/web/src/ui/button.ts': 'export const Button = 1;\n',
        'packages/web/sandbox/route.ts': 'export const ok = 1;\n',
        'packages/web/src/features/a/sandbox/handlers.ts': `import { ok } from '../../../../sandbox/route';\nexport const handlers = [ok];\n`,
        [from]: to,
      });
    const cases = [
      [
        'packages/web/src/ui/frame.ts',
        `import { send } from '../lib/http/call-pipeline';\nexport const f = send;\n`,
        'kit-takes-no-side-effects',
      ],
      [
        'packages/web/src/ui/leave.ts',
        `import { bridge } from '../lib/bridge/bridge';\nexport const l = bridge;\n`,
        'kit-takes-no-side-effects',
      ],
      [
        'packages/web/src/lib/format.ts',
        `import { Button } from '../ui/button';\nexport const b = Button;\n`,
        'lib-never-imports-the-kit',
      ],
      [
        'packages/web/src/features/a/routes.ts',
        `import { handlers } from './sandbox/handlers';\nexport const r = handlers;\n`,
        'product-code-never-imports-a-feature-sandbox',
      ],
    ];
    for (const [from, text, rule] of cases) {
      const r = planted(from, text);
      expect(r.output, from).toContain(rule);
      expect(r.status, from).not.toBe(0);
    }
    // A feature's fake backend uses the sandbox's machinery; the sandbox gathers it.
    const allowed = planted(
      'packages/web/sandbox/handlers.ts',
      `import { handlers } from '../src/features/a/sandbox/handlers';\nexport const all = handlers;\n`,
    );
    expect(allowed.output).toContain('no dependency violations found');
    expect(allowed.status).toBe(0);
  });

  it('fails on a loop between folders of lib, however far round, on lib alone', () => {
    expect(libCommand).toMatch(
      /^LIB_FOLDERS=1 depcruise --config \.dependency-cruiser\.cjs packages\/web\/src\/lib$/,
    );
    const lib = 'packages/web/src/lib';
    // No module imports itself back: only the folders loop (a -> b -> c -> a).
    const planted = {
      [`${lib}/a/one.ts`]: `import { two } from '../b/two';\nexport const one = two;\n`,
      [`${lib}/b/two.ts`]: `import { three } from '../c/three';\nexport const two = three;\n`,
      [`${lib}/c/three.ts`]: `export const three = 3;\n`,
      [`${lib}/c/four.ts`]: `import { five } from '../a/five';\nexport const four = five;\n`,
      [`${lib}/a/five.ts`]: `export const five = 5;\n`,
    };
    const loop = cruise(planted, libCommand);
    expect(loop.output).toContain('lib-folders-form-no-loop');
    expect(loop.status).not.toBe(0);
    // The whole graph's module rules do not see it: it takes the folder rule.
    expect(cruise(planted).status).toBe(0);
    // The shared piece in a leaf folder: no loop.
    const leaf = cruise(
      {
        ...planted,
        [`${lib}/c/four.ts`]: `import { five } from '../leaf/five';\nexport const four = five;\n`,
        [`${lib}/leaf/five.ts`]: `export const five = 5;\n`,
      },
      libCommand,
    );
    expect(leaf.output).toContain('no dependency violations found');
    expect(leaf.status).toBe(0);
  });
});
