import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLarge, readBody } from './body-limit';
import { createGuardedServer, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './guarded-server';
import { floodRequest, rawRequest } from './testing';

/** A guarded server whose handler buffers the body, as the sandbox and the panel server do. */
const LIMIT = 1024 * 1024;
const HUNDRED_MB = 100 * 1024 * 1024;
let server: Server;
let url: string;
const outcomes: string[] = [];

beforeAll(async () => {
  server = createGuardedServer(
    async (req, res) => {
      try {
        const body = await readBody(req);
        res.end(`got ${body.length}`);
      } catch (error) {
        outcomes.push(error instanceof BodyTooLarge ? 'too large' : String(error));
        throw error;
      }
    },
    { maxBodyBytes: LIMIT },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

const rss = () => process.memoryUsage().rss;

describe('the guard on request bodies', () => {
  it('takes a body up to the ceiling', async () => {
    const body = 'x'.repeat(LIMIT);
    const answer = await rawRequest(url, '/', { method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`got ${LIMIT}`);
  });

  it('refuses a declared 100 MB body with 413 before reading it', async () => {
    const before = rss();
    const answer = await floodRequest(url, '/', { bytes: HUNDRED_MB, chunked: false });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(HUNDRED_MB);
    expect(rss() - before).toBeLessThan(64 * 1024 * 1024);
    expect((await rawRequest(url, '/')).status).toBe(200);
  });

  it('cuts a streamed (chunked) 100 MB body past the ceiling with 413, memory flat', async () => {
    const before = rss();
    const answer = await floodRequest(url, '/', { bytes: HUNDRED_MB, chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(HUNDRED_MB);
    expect(rss() - before).toBeLessThan(64 * 1024 * 1024);
    // The handler waiting for the body learns why it never came.
    await expect.poll(() => outcomes, { timeout: 10_000 }).toContain('too large');
    expect((await rawRequest(url, '/')).status).toBe(200);
  });

  it('sets timeouts on reading requests', () => {
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe('the guard on slow requests', () => {
  it('answers 408 and closes a request whose headers never finish', async () => {
    const slow = createGuardedServer((_req, res) => void res.end('ok'), {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
    });
    await new Promise<void>((done) => slow.listen(0, '127.0.0.1', done));
    const { port } = slow.address() as AddressInfo;
    try {
      const text = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let got = '';
        socket.on('connect', () => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`));
        socket.on('data', (c: Buffer) => {
          got += c.toString();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(got));
      });
      expect(text).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((done) => slow.close(() => done()));
    }
  });
});
