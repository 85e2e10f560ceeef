import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize } from 'node:path';
import { startSandbox } from './sandbox-process';
import { ensureWebBuild } from './web-build';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface WebApp {
  /** Where the pages and the sandbox API answer (one origin, as in production). */
  url: string;
  sandboxUrl: string;
  mode: 'dist' | 'dev';
  stop(): Promise<void>;
}

function forward(target: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = httpRequest(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  // A dropped connection (a sandbox fault) is passed on as one.
  upstream.on('error', () => req.socket.destroy());
  req.pipe(upstream);
}

function serveFile(root: string, req: IncomingMessage, res: ServerResponse): void {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  const stream = createReadStream(file);
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(404);
    res.end();
  });
  res.writeHead(200, {
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  });
  stream.pipe(res);
}

/**
 * The web app on its sandbox, as the emulator uses it: the sandbox server (a child process) for
 * the API, and in front of it the emulator's own production build (see web-build). Without a
 * build the sandbox serves the app with Vite.
 */
export async function startWebApp(log: (line: string) => void = console.error): Promise<WebApp> {
  const dist = await ensureWebBuild(log);
  const sandbox = await startSandbox(dist ? 'dist-or-dev' : 'dev');
  if (!dist) return { url: sandbox.url, sandboxUrl: sandbox.url, mode: 'dev', stop: sandbox.stop };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/volleys/') || path.startsWith('/__sandbox/'))
      forward(sandbox.url, req, res);
    else serveFile(dist, req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return {
    url,
    sandboxUrl: sandbox.url,
    mode: 'dist',
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await sandbox.stop();
    },
  };
}
