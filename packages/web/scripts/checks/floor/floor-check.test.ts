import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource } from './api-scan.mjs';
import { floorTargets } from './targets.mjs';

const targets = floorTargets();
const apis = (source: string) => scanSource(source, 'x.js', targets).map((f) => f.api);
const webRoot = join(import.meta.dirname, '..', '..', '..');

describe('floor targets', () => {
  it('reads the floor from .browserslistrc: WebView/Chrome 80 and Safari/iOS 14', () => {
    expect(targets).toMatchObject({ chrome: 80, webview_android: 80, safari: 14, safari_ios: 14 });
  });
});

describe('API scan', () => {
  it('finds statics and globals above the floor used bare', () => {
    expect(apis('const s = AbortSignal.any([a, b]);')).toEqual(['AbortSignal.any']);
    expect(apis('f(AbortSignal.timeout(5))')).toEqual(['AbortSignal.timeout']);
    expect(apis('if (Object.hasOwn(o, k)) g()')).toEqual(['Object.hasOwn']);
    expect(apis('const c = structuredClone(v)')).toEqual(['structuredClone']);
    expect(apis('requestIdleCallback(run)')).toEqual(['requestIdleCallback']);
    expect(apis('window.requestIdleCallback(run)')).toEqual(['requestIdleCallback']);
    expect(apis('new WeakRef(x); Promise.any(ps)')).toEqual(['WeakRef', 'Promise.any']);
    expect(apis('navigator.connection.downlink')).toEqual(['navigator.connection']);
  });

  it('accepts what the floor has and what is feature-detected', () => {
    expect(apis('Object.fromEntries(e); new AbortController(); Promise.allSettled(p)')).toEqual([]);
    expect(apis('typeof structuredClone == "function" ? structuredClone(v) : copy(v)')).toEqual([]);
    expect(apis('function f(){ if ("any" in AbortSignal) return AbortSignal.any(s); }')).toEqual(
      [],
    );
    expect(apis('const r = self.requestIdleCallback || setTimeout')).toEqual([]);
    expect(
      apis('function f(){ if (!window.requestIdleCallback) return; requestIdleCallback(g) }'),
    ).toEqual([]);
    expect(apis('navigator.connection && navigator.connection.downlink')).toEqual([]);
    expect(apis('const structuredClone = (v) => v; structuredClone(1)')).toEqual([]);
  });

  it('does not take a guard in another function for a guard of this one', () => {
    expect(
      apis('function a(){ typeof structuredClone } function b(){ structuredClone(v) }'),
    ).toEqual(['structuredClone']);
  });
});

describe('floor check on a build folder', () => {
  it('fails on an AbortSignal.any(...) without a fallback, naming it and the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-'));
    writeFileSync(join(dir, 'ok.js'), 'export const a = (x) => x?.y ?? 1;\n');
    writeFileSync(
      join(dir, 'client.js'),
      'export function s(a, b) { return AbortSignal.any([a, AbortSignal.timeout(b)]); }\n',
    );
    const run = spawnSync(process.execPath, ['scripts/checks/floor-check.mjs', dir], {
      cwd: webRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/AbortSignal\.any in \S*client\.js:1:\d+ is missing in chrome 80/);
    expect(run.stderr).toContain('AbortSignal.timeout');
    expect(run.stderr).not.toContain('ok.js');
  }, 120_000);

  it('fails on syntax above the floor (class static blocks are Chrome 94)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-'));
    writeFileSync(join(dir, 'new-syntax.js'), 'export class A { static { this.x = 1; } }\n');
    const run = spawnSync(process.execPath, ['scripts/checks/floor-check.mjs', dir], {
      cwd: webRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('new-syntax.js');
  }, 120_000);
});

describe('allowed findings', () => {
  it("i18next's list formatter is unused: no message asks for `{{x, list}}`", () => {
    // The core texts (src/locales) and each feature's own (features/<name>/locales).
    const src = join(webRoot, 'src');
    const texts = readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => /(^|[\\/])locales[\\/].*\.(json|ts)$/.test(f))
      .map((f) => readFileSync(join(src, f), 'utf8'));
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).not.toMatch(/\{\{[^}]*,\s*list/);
  });
});
