import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarded, jsonOnly, refuse } from './http-guard';
import { rawRequest } from './testing';

/** A server behind the guard, asked byte for byte over a raw socket as a hostile page would. */
let server: Server;
let url: string;
let port: number;

beforeAll(async () => {
  const handle = guarded(
    (req, res, target) => {
      if (target.path === '/throw') throw new Error('handler bug');
      if (target.path === '/reject') return Promise.reject(new Error('async handler bug'));
      if (target.path.startsWith('/api/')) {
        const refusal = jsonOnly(req);
        if (refusal) return refuse(res, refusal);
      }
      res.end(`path=${target.path} search=${target.search}`);
    },
    ['phone.lan'],
  );
  server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}/`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const alive = async () => expect((await rawRequest(url, '/')).status).toBe(200);

describe('a guarded server', () => {
  it('hands the handler the decoded path and the raw query', async () => {
    const answer = await rawRequest(url, '/a%20b?x=%E0');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('path=/a b search=?x=%E0');
  });

  it('refuses malformed and non-origin-form targets with 400, and lives on', async () => {
    for (const target of ['/%E0%A4%A', '//evil.example/x', 'http://evil.example/', '/\\x']) {
      expect((await rawRequest(url, target)).status, target).toBe(400);
      await alive();
    }
  });

  it('refuses a foreign Host with 421 and a foreign Origin with 403', async () => {
    const host = (Host: string) => rawRequest(url, '/', { headers: { Host } });
    expect((await host('rebind.evil.example')).status).toBe(421);
    expect((await host(`127.0.0.1:${port + 1}`)).status).toBe(421);
    expect((await host('phone.lan:8080')).status).toBe(200);
    const origin = (Origin: string) => rawRequest(url, '/', { headers: { Origin } });
    expect((await origin('http://rebind.evil.example')).status).toBe(403);
    expect((await origin('null')).status).toBe(403);
    expect((await origin(`http://localhost:${port}`)).status).toBe(200);
  });

  it('turns a handler that throws or rejects into a 500 for that request only', async () => {
    expect((await rawRequest(url, '/throw')).status).toBe(500);
    expect((await rawRequest(url, '/reject')).status).toBe(500);
    await alive();
  });

  it('takes only JSON where the handler asks for it', async () => {
    const post = (type: string) =>
      rawRequest(url, '/api/x', { method: 'POST', headers: { 'Content-Type': type }, body: '{}' });
    expect((await post('text/plain')).status).toBe(415);
    expect((await post('application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('Application/JSON; charset=utf-8')).status).toBe(200);
    expect((await rawRequest(url, '/api/x')).status).toBe(200);
  });
});
