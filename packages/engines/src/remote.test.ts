import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchRemote } from './remote';
import { remoteCredentials } from './remote-credentials';

// A WebDriver endpoint that refuses every session, and keeps what it was sent.
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ value: { error: 'session not created', message: 'no slot' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wd/hub`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the remote engine', () => {
  it('refuses a URL with credentials in it, before any request', async () => {
    const before = seen.length;
    await expect(
      launchRemote({ url: url.replace('http://', 'http://qa:secret@'), capabilities: {} }),
    ).rejects.toThrow(/WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY/);
    expect(seen.length).toBe(before);
  });

  it('sends credentials from the environment in a header only, and says why a session failed', async () => {
    const env = { WEBDRIVER_USERNAME: 'qa', WEBDRIVER_ACCESS_KEY: 'k3y-never-logged' };
    const error = await launchRemote({
      url,
      capabilities: { browserName: 'chrome' },
      env,
    }).catch((e: Error) => e);
    expect(String(error)).toMatch(/session not created no slot/);
    expect(String(error)).not.toContain('k3y-never-logged');
    const last = seen.at(-1);
    expect(last?.url).toBe('/wd/hub/session');
    expect(last?.headers.authorization).toBe(
      `Basic ${Buffer.from('qa:k3y-never-logged').toString('base64')}`,
    );
    expect(last?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('needs both credentials or neither', () => {
    expect(remoteCredentials({})).toEqual({});
    expect(() => remoteCredentials({ WEBDRIVER_USERNAME: 'qa' })).toThrow(/both/);
  });
});
