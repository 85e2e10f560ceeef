import { connect } from 'node:net';

/** A raw HTTP/1.1 exchange: the status (0 when the server closed without one) and the text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Sends `METHOD target HTTP/1.1` over a plain socket, byte for byte: fetch and http.request
 * normalise targets (`..`, `%2f`, absolute-form), which is exactly what these tests must not do.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  const headers: Record<string, string> = { Host: host, Connection: 'close', ...options.headers };
  if (options.body !== undefined)
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  const head = [`${options.method ?? 'GET'} ${target} HTTP/1.1`]
    .concat(Object.entries(headers).map(([k, v]) => `${k}: ${v}`))
    .join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${target} within 10 s`));
    }, 10_000);
    socket.on('connect', () => socket.write(`${head}\r\n\r\n${options.body ?? ''}`));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}
