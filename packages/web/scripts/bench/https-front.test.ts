import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpsFront, protocolOf, startHttpsFront, upstreamHeaders } from './https-front';

/** An HTTP/1.1 server that answers with the headers it got (and one hop-by-hop header). */
let upstream: Server;
let upstreamUrl = '';
let front: HttpsFront;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    res.writeHead(201, {
      'content-type': 'application/json',
      'keep-alive': 'timeout=5',
      'x-own': 'yes',
    });
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
  });
  await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
  front = await startHttpsFront(upstreamUrl);
});
afterAll(async () => {
  await front.close();
  await new Promise<void>((closed) => upstream.close(() => closed()));
});

/** One HTTP/2 request to the front; its status, headers and parsed body. */
function h2Get(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: { url: string; headers: IncomingHttpHeaders };
  }>((done, fail) => {
    const session = connect(front.url, { rejectUnauthorized: false });
    session.on('error', fail);
    const stream = session.request({ ':path': path, ...headers });
    let text = '';
    let answer: Record<string, unknown> = {};
    stream.on('response', (h) => {
      answer = h;
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () => {
      session.close();
      done({ status: Number(answer[':status']), headers: answer, body: JSON.parse(text) });
    });
    stream.on('error', fail);
    stream.end();
  });
}

describe('the benchmark’s https front', () => {
  it('serves over HTTP/2 with TLS and hands the request to the sandbox as a proxy does', async () => {
    const frontOrigin = new URL(front.url).origin;
    const answer = await h2Get('/volleys/x?y=1', {
      origin: frontOrigin,
      referer: `${frontOrigin}/#/loanDetails`,
      'x-device-id': 'd1',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-own']).toBe('yes');
    expect(answer.headers['keep-alive']).toBeUndefined();
    const upstreamOrigin = new URL(upstreamUrl).origin;
    expect(answer.body.url).toBe('/volleys/x?y=1');
    expect(answer.body.headers).toMatchObject({
      host: new URL(upstreamUrl).host,
      origin: upstreamOrigin,
      referer: `${upstreamOrigin}/#/loanDetails`,
      'x-device-id': 'd1',
      'x-forwarded-host': new URL(front.url).host,
      'x-forwarded-proto': 'https',
    });
  });

  it('leaves a foreign origin as it came (the sandbox refuses it)', () => {
    const headers = upstreamHeaders(
      { origin: 'https://evil.example', ':path': '/' } as IncomingHttpHeaders,
      new URL('https://localhost:8443/'),
      new URL('http://127.0.0.1:5173/'),
    );
    expect(headers.origin).toBe('https://evil.example');
    expect(headers[':path']).toBeUndefined();
  });

  it('answers 502 when the sandbox is gone', async () => {
    const orphan = await startHttpsFront('http://127.0.0.1:9/');
    try {
      const status = await new Promise<number>((done, fail) => {
        const session = connect(orphan.url, { rejectUnauthorized: false });
        session.on('error', fail);
        const stream = session.request({ ':path': '/' });
        stream.on('response', (h) => {
          done(Number(h[':status']));
          session.close();
        });
        stream.on('error', fail);
        stream.end();
      });
      expect(status).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});

describe('BENCH_PROTOCOL', () => {
  it('is h2 unless http1 is asked for, and refuses anything else', () => {
    expect(protocolOf(undefined)).toBe('h2');
    expect(protocolOf('')).toBe('h2');
    expect(protocolOf('h2')).toBe('h2');
    expect(protocolOf('http1')).toBe('http1');
    expect(() => protocolOf('http3')).toThrow(/h2 or http1/);
  });
});
