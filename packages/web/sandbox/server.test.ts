import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { floodRequest, rawRequest } from '@hybrid-loan/dev-server/testing';
import { type OwnedProcess, spawnOwned } from '@hybrid-loan/engines';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from './server';

// A production build of two files, with a sibling folder the server must never reach.
const dir = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
const dist = join(dir, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
mkdirSync(join(dir, 'dist-secret'));
writeFileSync(join(dir, 'dist-secret', 'secret.txt'), 'SIBLING-SECRET');
writeFileSync(join(dir, 'secret.txt'), 'PARENT-SECRET');

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ mode: 'dist', distRoot: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const alive = async () => expect((await rawRequest(server.url, '/')).status).toBe(200);

describe('the sandbox server under malformed input', () => {
  it.each([
    '/%E0%A4%A',
    '/volleys/%E0%A4%A',
    '/__sandbox/devices/%E0%A4%A/requests',
    '/%',
    '/%00',
    '//evil.example/x',
    '/\\evil.example/',
    'http://evil.example/',
    '*',
  ])('answers 400 to %s and lives', async (target) => {
    const answer = await rawRequest(server.url, target);
    expect(answer.status).toBe(400);
    await alive();
  });

  it('keeps static files inside the build folder (a bare prefix check reached dist-secret)', async () => {
    for (const target of [
      '/..%2fdist-secret/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/dist-secret/secret.txt',
      '/assets/..%2f..%2f..%2fsecret.txt',
    ]) {
      const answer = await rawRequest(server.url, target);
      expect(answer.status, target).toBe(403);
      expect(answer.text).not.toMatch(/SECRET/);
    }
    expect((await rawRequest(server.url, '/assets/app.js')).text).toContain('console.log(1)');
    expect((await rawRequest(server.url, '/assets/..%2fassets/app.js')).status).toBe(200);
  });

  it('refuses a Host or Origin that is not its own (DNS rebinding)', async () => {
    const port = new URL(server.url).port;
    expect((await rawRequest(server.url, '/', { headers: { Host: 'evil.example' } })).status).toBe(
      421,
    );
    expect(
      (await rawRequest(server.url, '/', { headers: { Host: `evil.example:${port}` } })).status,
    ).toBe(421);
    expect((await rawRequest(server.url, '/', { headers: { Host: '127.0.0.1:1' } })).status).toBe(
      421,
    );
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      expect((await rawRequest(server.url, '/', { headers: { Host: host } })).status, host).toBe(
        200,
      );
    const post = (origin: string) =>
      rawRequest(server.url, '/__sandbox/reset', {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      });
    expect((await post('http://evil.example')).status).toBe(403);
    expect((await post('null')).status).toBe(403);
    expect((await post(`http://127.0.0.1:${port}`)).status).toBe(200);
  });

  it('takes JSON only on the control API', async () => {
    const reset = (type?: string) =>
      rawRequest(server.url, '/__sandbox/reset', {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: '{}',
      });
    expect((await reset()).status).toBe(415);
    expect((await reset('text/plain')).status).toBe(415);
    expect((await reset('application/x-www-form-urlencoded')).status).toBe(415);
    expect((await reset('application/json; charset=utf-8')).status).toBe(200);
    expect((await rawRequest(server.url, '/__sandbox/fixtures')).status).toBe(200);
  });

  it('survives any request target (fuzz) and never serves a file outside its folder', async () => {
    const piece = fc.oneof(
      fc.constantFrom('/', '..', '.', '%2f', '%2F', '%5c', '%2e', '%2e%2e', '%', '%E0%A4%A', '%00'),
      fc.constantFrom('dist-secret', 'secret.txt', 'assets', 'app.js', 'volleys', '__sandbox'),
      fc.constantFrom('?', '#', '@', ':', '//', 'http://evil.example', '\\', '%ZZ', '%c0%af'),
      fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%/-]{0,6}$/),
    );
    const target = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(target, async (t) => {
        if (!t) return;
        const answer = await rawRequest(server.url, t);
        expect(answer.status, t).toBeGreaterThanOrEqual(200);
        expect(answer.status, t).toBeLessThan(500);
        expect(answer.text, t).not.toMatch(/SIBLING-SECRET|PARENT-SECRET/);
      }),
      { numRuns: 150 },
    );
    await alive();
  });
});

describe('the sandbox server under a 100 MB body', () => {
  // One such POST took the sandbox from 126 MB to 1.9 GB resident, never released. The server runs
  // in a process of its own here: the test files are threads of one process, whose resident size
  // is all of theirs together.
  const HUNDRED_MB = 100 * 1024 * 1024;
  let own: OwnedProcess;
  let url = '';
  beforeAll(async () => {
    own = spawnOwned(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'server.ts'),
        '--dist',
        '--port',
        '0',
        '--dist-root',
        dist,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    url = await readyUrl(own.child);
  }, 60_000);
  afterAll(() => own?.stop());
  const residentBytes = () =>
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(own.child.pid)], { encoding: 'utf8' })) *
    1024;

  it.each([
    ['/volleys/user-problem/upload-problem-img', false],
    ['/volleys/user-problem/upload-problem-img', true],
    ['/__sandbox/reset', true],
  ])('answers 413 to %s (chunked: %s) and its memory stays flat', async (target, chunked) => {
    const before = residentBytes();
    const answer = await floodRequest(url, target, { bytes: HUNDRED_MB, chunked });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(HUNDRED_MB);
    expect(residentBytes() - before).toBeLessThan(64 * 1024 * 1024);
    expect((await rawRequest(url, '/')).status).toBe(200);
  });
});

/** The URL a server started from the command line prints when it listens. */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /SANDBOX_READY (\{.*\})/.exec(out);
      if (ready?.[1]) resolve((JSON.parse(ready[1]) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox server exited (${code}): ${out}`)));
  });
}

describe('the sandbox server in development (Vite behind the same guard)', () => {
  let dev: SandboxServer;
  beforeAll(async () => {
    dev = await startSandboxServer({ mode: 'dev' });
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('answers 400 to malformed URLs, refuses foreign hosts, and lives', async () => {
    for (const target of ['/%E0%A4%A', '/src/%E0%A4%A', '//evil.example/x', 'http://evil.example/'])
      expect((await rawRequest(dev.url, target)).status, target).toBe(400);
    expect((await rawRequest(dev.url, '/..%2f..%2fpackage.json')).text).not.toContain(
      '"workspaces"',
    );
    expect((await rawRequest(dev.url, '/', { headers: { Host: 'evil.example' } })).status).toBe(
      421,
    );
    expect((await rawRequest(dev.url, '/')).status).toBe(200);
  });
});
