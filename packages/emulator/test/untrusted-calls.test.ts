import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_CONTROL_PREFIX } from '@hybrid-loan/dev-contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replayCommand } from '../src/hosts/headless/replay-command';

/**
 * A page that plants script and malformed entries in its call log, both in
 * `window.__emulatorCalls` and through the host's report binding, replayed by the real headless
 * host (Chromium): the reports are written, the script stays text, the good entry counts. The
 * page's server passes the sandbox's control API on to the real sandbox (the replay prepares
 * the device there and reads its request log).
 */
const PAGE = `<!doctype html><html><head><title>planted</title></head><body><p>planted</p><script>
var good = { seq: 1, load: 'planted', method: 'call', params: { note: '<script>alert(1)<\\/script>' },
  platform: 'android', protocol: 'message', source: 'stub', reply: { ok: true, result: null },
  at: 5, latencyMs: 1, url: '#/x' };
function like(extra) { var e = {}; for (var k in good) e[k] = good[k]; for (var x in extra) e[x] = extra[x]; return e; }
var bad = [
  like({ seq: 2, at: '<img src=x onerror=alert(2)>' }),
  like({ seq: 3, latencyMs: '<script>alert(3)<\\/script>' }),
  like({ seq: 4, reply: { ok: false } }),
  null,
  like({ seq: 5, method: 'rate\\u001b[2K\\rPASS forged' })
];
window.__emulatorCalls = [good].concat(bad);
if (window.__emulatorReport) { window.__emulatorReport(bad[0]); window.__emulatorReport('<script>'); }
</script></body></html>`;

let site: Server;
let siteUrl: string;
let dir: string;

beforeAll(async () => {
  const sandbox = inject('sandboxUrl');
  site = createServer(async (req, res) => {
    if (!req.url?.startsWith(SANDBOX_CONTROL_PREFIX)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const up = await fetch(new URL(req.url, sandbox), {
      method: req.method ?? 'GET',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
      ...(body.length ? { body } : {}),
    });
    res
      .writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'text/plain' })
      .end(Buffer.from(await up.arrayBuffer()));
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  dir = mkdtempSync(join(tmpdir(), 'untrusted-calls-'));
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((done) => site.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a replayed page that plants script and malformed call entries', () => {
  it('gets escaped text in report.html, the malformed entries named, and both reports written', async () => {
    writeFileSync(
      join(dir, 'planted-calls.json'),
      JSON.stringify({
        version: 1,
        name: 'planted-calls',
        device: 'android-recent',
        entry: '/',
        steps: [{ step: 'waitForText', text: 'planted' }],
        expectedCalls: { order: 'subset', calls: [{ method: 'call' }] },
      }),
    );
    const lines: string[] = [];
    const { results, reports } = await replayCommand({
      paths: [join(dir, 'planted-calls.json')],
      baseUrl: siteUrl,
      engine: 'chromium',
      outDir: join(dir, 'out'),
      print: (l) => lines.push(l),
    });
    const [result] = results;
    // The good entries count (the expected call is there); the malformed ones are named.
    expect(result?.error).toBeUndefined();
    expect(result?.calls.map((c) => c.seq)).toEqual([1, 5]);
    expect(result?.malformedCalls).toEqual(
      expect.arrayContaining([
        'a reported entry: "at": expected number',
        'a reported entry: the entry: expected Object',
        'entry 2: "at": expected number',
        'entry 3: "latencyMs": expected number',
        'entry 4: "reply.error": is missing',
        'entry 5: the entry: expected Object',
      ]),
    );
    const html = readFileSync(reports.html, 'utf8');
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('malformed call log entries dropped');
    expect(readFileSync(reports.junit, 'utf8')).toContain('name="planted-calls"');
    // The forged line stays inside its own: no control character reaches the console.
    const printed = lines.join('\n');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be printed.
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(lines.some((l) => l.startsWith('PASS forged'))).toBe(false);
    expect(printed).toContain('rate\\u001b[2K\\u000dPASS forged');
  }, 120_000);
});
