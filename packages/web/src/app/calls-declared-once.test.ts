import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every backend call is declared once, in its feature's calls.ts: the api/ file adds the schema,
// the routes' early reads and the sandbox import the declaration. So an API path is written once
// in packages/web/src; a second copy (an api file or a handler spelling it again) fails here.
// Tests may spell a path: what a page sent is checked against the words of the specification,
// not against the declaration under test.

const SRC = join(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

/** The product and sandbox source of packages/web/src (tests left out, see above). */
function sources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)test\//.test(f))
    .map((f) => ({ file: f, text: code(readFileSync(join(SRC, f), 'utf8')) }));
}

/** The source without its comments (which may name an endpoint: that is no second copy). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

// A quoted API path: a leading slash and two or more segments, as the endpoints have
// ('/user-problem/problem-list', `${PROMOTION}/register` is one via its prefix).
const API_PATH = /(['"`])(\/(?:[A-Za-z0-9_.-]+\/)+[A-Za-z0-9_.:-]+)\1/g;
// Route patterns of pages (`/borrowDetail/:orderId`) and static assets are not API paths.
const NOT_API = /^\/(assets|icons|fonts)\/|\/:[a-z]+Id$|\.(svg|png|css|js|html)$/i;

describe('every backend call declared once', () => {
  it('no API path is written twice in packages/web/src', () => {
    const seen = new Map<string, string[]>();
    for (const { file, text } of sources())
      for (const [, , path] of text.matchAll(API_PATH))
        if (path && !NOT_API.test(path)) seen.set(path, [...(seen.get(path) ?? []), file]);
    const twice = [...seen].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });

  it('every feature that calls the backend declares its calls in its calls.ts', () => {
    const calling = readdirSync(FEATURES).filter((feature) => {
      const api = join(FEATURES, feature, 'api');
      try {
        return readdirSync(api).some((f) =>
          readFileSync(join(api, f), 'utf8').includes('defineEndpoint('),
        );
      } catch {
        return false;
      }
    });
    expect(calling.length).toBeGreaterThan(5);
    for (const feature of calling) {
      const calls = readFileSync(join(FEATURES, feature, 'calls.ts'), 'utf8');
      expect(calls, feature).toMatch(/_CALL\b/);
      // An api file takes its method and path from there, never writes them.
      for (const f of readdirSync(join(FEATURES, feature, 'api')))
        expect(
          readFileSync(join(FEATURES, feature, 'api', f), 'utf8'),
          `${feature}/api/${f}`,
        ).not.toMatch(/\bpath:\s*['"`]\//);
    }
  });

  it('the sandbox routes every endpoint by its declaration', () => {
    for (const { file, text } of sources())
      expect(text, file).not.toMatch(/sandboxRoute\(\s*['"`]/);
  });
});
