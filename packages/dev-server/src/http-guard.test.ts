import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appFile, configuredHosts, fileInside, isOwnHost, parseTarget } from './http-guard';

describe('the dev server request guard', () => {
  it('never resolves a path outside the root, whatever it holds', () => {
    const root = `${sep}srv${sep}dist`;
    const piece = fc.constantFrom('..', '.', '/', 'dist-other', 'a', '\\', '%2f', '');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const file = fileInside(root, parts.join('/'));
        expect(file === null || file === root || file.startsWith(root + sep)).toBe(true);
      }),
    );
    expect(fileInside(root, '/../dist-other/x')).toBeNull();
    expect(fileInside(root, '/assets/../index.html')).toBe(`${root}${sep}index.html`);
  });

  it("serves an app's files, its index.html for its routes, a folder's own index.html, and nothing outside", () => {
    const root = mkdtempSync(join(tmpdir(), 'app-file-'));
    try {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<!doctype html>');
      writeFileSync(join(root, 'assets', 'a.js'), '');
      expect(appFile(root, '/assets/a.js')).toBe(join(root, 'assets', 'a.js'));
      expect(appFile(root, '/loanDetails')).toBe(join(root, 'index.html'));
      expect(appFile(root, '/assets')).toBe(join(root, 'index.html'));
      mkdirSync(join(root, 'en-IN', 'about'), { recursive: true });
      writeFileSync(join(root, 'en-IN', 'about', 'index.html'), '<!doctype html>');
      expect(appFile(root, '/en-IN/about/')).toBe(join(root, 'en-IN', 'about', 'index.html'));
      expect(appFile(root, '/en-IN/about')).toBe(join(root, 'en-IN', 'about', 'index.html'));
      expect(appFile(root, '/en-IN/')).toBe(join(root, 'index.html'));
      expect(appFile(root, '/../x')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes origin-form targets only, with a decodable path', () => {
    expect(parseTarget('/a%20b?x=%E0')).toEqual({
      pathname: '/a%20b',
      search: '?x=%E0',
      path: '/a b',
    });
    for (const bad of ['/%E0%A4%A', '//evil/x', 'http://evil/', '*', '/\\evil', '/%00', ''])
      expect(parseTarget(bad), bad).toMatchObject({ status: 400 });
  });

  it('knows its own Host: loopback names on its port, and the configured ones', () => {
    expect(isOwnHost('127.0.0.1:5173', 5173)).toBe(true);
    expect(isOwnHost('LOCALHOST:5173', 5173)).toBe(true);
    expect(isOwnHost('[::1]:5173', 5173)).toBe(true);
    expect(isOwnHost('127.0.0.1:5174', 5173)).toBe(false);
    expect(isOwnHost('rebind.evil.example:5173', 5173)).toBe(false);
    expect(isOwnHost('127.0.0.1:5173@evil', 5173)).toBe(false);
    expect(isOwnHost(undefined, 5173)).toBe(false);
    expect(isOwnHost('phone.lan', 5173, ['phone.lan'])).toBe(true);
  });
});

describe('configured hosts', () => {
  it('reads the names from the variable a server names, trimmed, empty ones dropped', () => {
    const env = { EMULATOR_ALLOWED_HOSTS: ' phone.lan, ,tunnel.example ', OTHER: 'x.example' };
    expect(configuredHosts('EMULATOR_ALLOWED_HOSTS', env)).toEqual(['phone.lan', 'tunnel.example']);
    expect(configuredHosts('SANDBOX_ALLOWED_HOSTS', env)).toEqual([]);
  });
});
