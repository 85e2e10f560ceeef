// The benchmark's https origin. Borrowers only ever open the pages on an https host (the hosting
// headers pin it with HSTS), and such a host serves HTTP/2: one connection per origin, its
// requests multiplexed. The sandbox itself speaks plain HTTP/1.1, where every file in flight opens
// a connection of its own; Lighthouse's simulation counts a handshake and a slow start for each.
// This front terminates TLS with a certificate made for the run, speaks HTTP/2 (and HTTP/1.1 to a
// client that asks for it) and hands every request to the sandbox as a TLS-terminating proxy does,
// naming the public host and scheme (`X-Forwarded-Host`, `X-Forwarded-Proto`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How the benchmark's Lighthouse runs reach the pages: `h2` through the front, `http1` directly. */
export type BenchProtocol = 'h2' | 'http1';

/** `BENCH_PROTOCOL`'s value: `h2` (the default) or `http1` (the sandbox itself, as before). */
export function protocolOf(value: string | undefined): BenchProtocol {
  if (value === undefined || value === '' || value === 'h2') return 'h2';
  if (value === 'http1') return 'http1';
  throw new Error(`BENCH_PROTOCOL is h2 or http1, not ${value}`);
}

/**
 * The flag Lighthouse's Chromium needs for the front's certificate, made for the run and trusted by
 * nothing. That Chromium only ever opens the benchmark's own loopback servers.
 */
export const FRONT_CHROME_FLAGS = ['--ignore-certificate-errors'] as const;

/** A running front: its https URL (`https://localhost:<port>/`) and `close`. */
export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/** Headers a proxy never passes on (they describe one connection, not the message). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
]);

/** A key and a self-signed certificate for `localhost`, valid two days, made with openssl. */
export function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    if (made.error || made.status !== 0)
      throw new Error(
        `openssl could not make the benchmark's certificate (${made.error?.message ?? made.stderr.toString().trim()}): install Debian's openssl, or measure over HTTP/1.1 with BENCH_PROTOCOL=http1`,
      );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The headers the sandbox gets for a request to the front: the message's own (no HTTP/2 pseudo
 * headers, nothing hop-by-hop), its own Host, the page's origin as its own (its guard refuses
 * other origins), and the public host and scheme the page used.
 */
export function upstreamHeaders(
  headers: IncomingHttpHeaders,
  front: URL,
  upstream: URL,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  out.host = upstream.host;
  if (out.origin === front.origin) out.origin = upstream.origin;
  if (typeof out.referer === 'string' && out.referer.startsWith(`${front.origin}/`))
    out.referer = upstream.origin + out.referer.slice(front.origin.length);
  out['x-forwarded-host'] = front.host;
  out['x-forwarded-proto'] = 'https';
  return out;
}

/** Starts an https (HTTP/2) front on the loopback for the HTTP server at `upstreamUrl`. */
export async function startHttpsFront(upstreamUrl: string): Promise<HttpsFront> {
  const upstream = new URL(upstreamUrl);
  let front = new URL('https://localhost/');
  const server = createSecureServer(
    { ...localhostCertificate(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: upstreamHeaders(req.headers, front, upstream),
        },
        (answer) => {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (res.headersSent) res.destroy();
        else res.writeHead(502, { 'content-type': 'text/plain' }).end('the sandbox did not answer');
      });
      req.pipe(forwarded);
    },
  );
  // Open connections (HTTP/2 sessions stay open) would hold `close` until they time out.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  front = new URL(`https://localhost:${(server.address() as AddressInfo).port}/`);
  return {
    url: front.href,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
