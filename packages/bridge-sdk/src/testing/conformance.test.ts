import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsdomWindow } from '../../test/windows.js';
import { BRIDGE_METHODS } from '../contract/methods.js';
import { type ConformanceVector, runConformanceVector } from './conformance.js';
import { installFakeShell } from './fake-shell.js';
import type { ShellOptions } from './shell-types.js';

const dir = new URL('../../conformance/', import.meta.url);
const index: string[] = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8'));
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json');
const vectors = files.flatMap((f): ConformanceVector[] =>
  JSON.parse(readFileSync(new URL(f, dir), 'utf8')),
);

describe('conformance vectors', () => {
  it('index.json lists every vector file', () => {
    expect([...index].sort()).toEqual([...files].sort());
  });

  it('has unique names', () => {
    expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length);
  });

  it('cover every method on every platform and protocol', () => {
    for (const method of BRIDGE_METHODS) {
      for (const platform of ['android', 'ios']) {
        for (const protocol of ['message', 'legacy']) {
          const found = vectors.some(
            (v) => v.call.method === method && v.platform === platform && v.protocol === protocol,
          );
          expect(found, `${method} ${platform} ${protocol}`).toBe(true);
        }
      }
    }
  });

  it('include NATIVE_ERROR, INVALID_ARGS, UNSUPPORTED and TIMEOUT vectors', () => {
    const codes = new Set<string>(vectors.map((v) => (v.expect.ok ? 'ok' : v.expect.code)));
    for (const code of ['NATIVE_ERROR', 'INVALID_ARGS', 'UNSUPPORTED', 'TIMEOUT']) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  it('include shell refusals: a foreign origin, and refused schemes written on the wire', () => {
    const refused = vectors.filter((v) => v.reachesHandler === false);
    for (const platform of ['android', 'ios']) {
      expect(
        refused.some(
          (v) => v.platform === platform && v.allowedOrigins && !v.expect.ok && v.expect.code,
        ),
      ).toBe(true);
      for (const scheme of ['intent:', 'javascript:', 'file:']) {
        const raw = refused.find(
          (v) =>
            v.raw &&
            v.platform === platform &&
            String((v.call.params as { url?: string }).url).startsWith(scheme),
        );
        expect(raw?.expect, `${scheme} ${platform}`).toEqual({ ok: false, code: 'INVALID_ARGS' });
      }
    }
    for (const v of refused.filter((r) => r.allowedOrigins)) {
      expect(v.expect).toEqual({ ok: false, code: 'NOT_IN_APP' });
    }
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_, vector) => {
    const result = await runConformanceVector(jsdomWindow(), vector);
    expect(result.failures).toEqual([]);
    expect(result.pass).toBe(true);
  });
});

describe('the runner', () => {
  const vector = vectors.find((v) => v.name === 'call: android message') as ConformanceVector;

  it('reports a shell that puts the wrong message on the wire', async () => {
    // A shell that rewrites the page's message before handing it to the fake shell.
    const tampering = (win: Window, options: ShellOptions) => {
      const shell = installFakeShell(win, options);
      const native = (win as unknown as { LoanNative: { postMessage(s: string): void } })
        .LoanNative;
      const post = native.postMessage;
      native.postMessage = (s) => post(s.replace('+62', '+63'));
      return shell;
    };
    const result = await runConformanceVector(
      jsdomWindow(),
      { ...vector, wire: [{ x: 1 }] },
      {
        shell: tampering,
      },
    );
    expect(result.pass).toBe(false);
    expect(result.failures[0]).toMatch(/^wire\[0\]/);
  });

  it('reports a shell whose reply does not reach the page', async () => {
    const deaf = (win: Window, options: ShellOptions) =>
      installFakeShell(win, { ...options, answer: () => new Promise(() => {}) });
    const result = await runConformanceVector(
      jsdomWindow(),
      { ...vector, options: { timeoutMs: 30 } },
      { shell: deaf },
    );
    expect(result.failures).toEqual(['call rejected (TIMEOUT), expected otherwise']);
  });

  it('reports a shell that lets a refused call reach its handler', async () => {
    const lax = (win: Window, options: ShellOptions) =>
      installFakeShell(win, { ...options, allowedOrigins: undefined });
    const foreign = vectors.find((v) => v.allowedOrigins && v.platform === 'android');
    const result = await runConformanceVector(jsdomWindow(), foreign as ConformanceVector, {
      shell: lax,
    });
    expect(result.failures).toEqual([
      "the shell's handler got call, expected the shell to refuse it first",
      'error TIMEOUT, expected NOT_IN_APP',
    ]);
  });

  it('posts a raw vector itself: a shell without the scheme check lets it through', async () => {
    const raw = vectors.find(
      (v) =>
        v.raw &&
        v.platform === 'ios' &&
        String((v.call.params as { url?: string }).url).startsWith('intent:'),
    ) as ConformanceVector;
    // A shell that lets these schemes through hands the call on (no reply: it navigates).
    const lax = (win: Window, options: ShellOptions) =>
      installFakeShell(win, { ...options, schemes: ['intent', 'javascript', 'file'] });
    const strict = await runConformanceVector(jsdomWindow(), raw);
    expect(strict.failures).toEqual([]);
    expect(strict.wire).toHaveLength(1);
    const result = await runConformanceVector(jsdomWindow(), raw, { shell: lax });
    expect(result.pass).toBe(false);
    expect(result.outcome).toEqual({ ok: false, code: 'TIMEOUT' });
  });

  it('fixes the session and checks the exact Android JSON string', async () => {
    const result = await runConformanceVector(jsdomWindow(), vector, { sessionId: 's-1' });
    expect(result.wire).toEqual([
      '{"bridge":1,"session":"s-1","id":2,"method":"call","params":{"phone":"+62215550100"}}',
    ]);
  });
});
