import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { i18nextProduction } from './i18next-production';

const file = join(
  createRequire(import.meta.url).resolve('i18next/package.json'),
  '..',
  'dist',
  'esm',
  'i18next.js',
);

function transform(code: string, id: string): string | null {
  const hook = i18nextProduction().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

describe('i18nextProduction', () => {
  const published = readFileSync(file, 'utf8');
  const built = transform(published, file) ?? '';

  it("drops the text of i18next's debug-only messages and keeps the calls and its errors", () => {
    expect(published).toContain('hasLoadedNamespace: i18next was not initialized');
    expect(built).not.toContain('hasLoadedNamespace: i18next was not initialized');
    expect(built).not.toContain('was not yet loaded');
    expect(built).not.toContain('set callbackApi to declare');
    expect(built).toContain(".warn('')");
    // Errors print whatever `debug` says: their text stays.
    expect(built).toContain('No Intl support, please use an Intl polyfill!');
    expect(published.length - built.length).toBeGreaterThan(1500);
    expect(() => parse(built, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it("rests on the app never turning i18next's debug output on", () => {
    const init = readFileSync(
      join(import.meta.dirname, '..', '..', 'src', 'lib', 'i18n', 'i18n.ts'),
      'utf8',
    );
    expect(init).not.toMatch(/\bdebug\b/);
  });

  it('leaves every other module as it is', () => {
    expect(transform("logger.warn('kept')", '/app/src/lib/i18n/i18n.ts')).toBeNull();
  });
});
