import { connect } from 'node:net';

export interface FloodAnswer {
  /** The status the server answered with (0 when it closed without one). */
  status: number;
  /** Body bytes written before the server answered or closed. */
  sent: number;
}

/**
 * Posts a large body over a plain socket, in 64 KiB pieces with backpressure, and stops sending
 * as soon as the server answers or closes: what a dev server must survive from any page. The body
 * is announced by `Content-Length` or streamed chunked (no length, counted by the server as it
 * comes). Bounded: never more than `bytes`, never longer than 60 s.
 */
export function floodRequest(
  baseUrl: string,
  target: string,
  options: { bytes: number; chunked: boolean; headers?: Record<string, string> },
): Promise<FloodAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  const headers: Record<string, string> = {
    Host: host,
    Connection: 'close',
    'Content-Type': 'application/json',
    ...(options.chunked
      ? { 'Transfer-Encoding': 'chunked' }
      : { 'Content-Length': String(options.bytes) }),
    ...options.headers,
  };
  const head = [`POST ${target} HTTP/1.1`]
    .concat(Object.entries(headers).map(([k, v]) => `${k}: ${v}`))
    .join('\r\n');
  const piece = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    let answer = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), sent });
    };
    const timer = setTimeout(finish, 60_000);
    const pump = () => {
      while (!done && sent < options.bytes) {
        const size = Math.min(piece.length, options.bytes - sent);
        const body = piece.subarray(0, size);
        sent += size;
        const frame = options.chunked
          ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), body, Buffer.from('\r\n')])
          : body;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!done && options.chunked) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(`${head}\r\n\r\n`);
      pump();
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      // The status line is all we need: stop sending the moment the server has spoken.
      if (/\r\n\r\n/.test(answer)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
