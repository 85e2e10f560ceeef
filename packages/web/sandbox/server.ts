import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  appFile,
  configuredHosts,
  contentType,
  createGuardedServer,
  jsonOnly,
  readBody,
  refuse,
  type Target,
  UPLOAD_MAX_BODY_BYTES,
} from '@hybrid-loan/dev-server';
import { getResponse } from 'msw';
import { corsAllowed, corsHeaders } from '../hosting/api-cors';
import { cacheControl } from '../hosting/cache-headers';
import { securityHeaders } from '../hosting/security-headers';
import { brandConfig } from '../src/config/brand';
import { compressedFile } from './compressed-file';
import { handlers } from './handlers';
import { asPackaged } from './package-view';
import { publicOrigin } from './public-origin';
import { sampleBorrowerUrl } from './sample-borrower';
import { overriddenBody } from './service-worker-control';

/**
 * The sandbox backend on one localhost origin with the pages: real HTTP for the lender API
 * (`/volleys/*`) and the control API (`/__sandbox/*`), plus the app itself, either from Vite in
 * development (`--dev`) or from the production build (`--dist`).
 */
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SECURITY_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The production build is served with the headers its hosting configuration ships. */
const PAGE_HEADERS = securityHeaders(brandConfig);

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  // Bounded: the guard cuts a body past UPLOAD_MAX_BODY_BYTES with 413 and this read fails.
  const read = await readBody(req);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = read.length && req.method !== 'GET' && req.method !== 'HEAD' ? read : undefined;
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body } : {}),
  });
}

/** The CORS headers for a call from the pages on another origin (the iOS way), or none. */
function crossOriginHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const own = origin && new URL(origin).host === req.headers.host;
  return origin && !own && corsAllowed(origin, brandConfig, true)
    ? corsHeaders(origin, brandConfig)
    : {};
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const cors = crossOriginHeaders(req);
  if (req.method === 'OPTIONS' && cors['Access-Control-Allow-Origin']) {
    res.writeHead(204, cors).end();
    return;
  }
  const request = await toRequest(req, url);
  const response = await getResponse(handlers, request);
  if (!response) {
    res
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 404, message: `No sandbox route for ${url.pathname}` }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy(); // the "dropped connection" fault
    return;
  }
  // Lower-case names, as Headers gives them, so a handler's own header replaces the default.
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const [key, value] of Object.entries({ ...SECURITY_HEADERS, ...cors }))
    headers[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as never);
  body.on('error', () => res.destroy());
  body.pipe(res);
}

function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  asPackage: boolean,
) {
  const found = appFile(root, target.path);
  if (!found) {
    refuse(res, { status: 403, message: 'outside the served folder' });
    return;
  }
  const file = asPackage ? asPackaged(root, found) : found;
  const type = contentType(file);
  // Compressed like any real static host, so the benchmark measures what phones download.
  const accept = String(req.headers['accept-encoding'] ?? '');
  const compressible = /text|javascript|json|svg/.test(type);
  const encoding = !compressible
    ? null
    : accept.includes('br')
      ? 'br'
      : accept.includes('gzip')
        ? 'gzip'
        : null;
  const headers = {
    ...PAGE_HEADERS,
    'Content-Type': type,
    'Cache-Control': cacheControl(relative(root, found).split(sep).join('/')),
    Vary: 'Accept-Encoding',
  };
  // The emulator's per-device "new build" and kill switch (service-worker-control.ts).
  const overridden = overriddenBody(root, file, req.headers.cookie);
  if (overridden) {
    res.writeHead(200, { ...headers, 'Content-Length': String(overridden.length) });
    res.end(overridden);
    return;
  }
  if (encoding) {
    let body: Buffer;
    try {
      body = compressedFile(file, encoding);
    } catch {
      // A build replacing dist/ under a running server must cost one request, not the process.
      res.destroy();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
    });
    res.end(body);
    return;
  }
  res.writeHead(200, headers);
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export interface SandboxServer {
  url: string;
  close(): Promise<void>;
}

export async function startSandboxServer(options: {
  mode: 'dev' | 'dist';
  port?: number;
  host?: string;
  /** Names this server also answers for besides the loopback ones (a tunnel, a LAN name). */
  allowedHosts?: string[];
  /** The production build served in `dist` mode (tests give their own folder). */
  distRoot?: string;
  /**
   * Serves the build as a package carries it (the package's own files in place of the web's,
   * `asPackaged`): a stand-in for a shell serving the package (the package-open bench, tests).
   */
  packageFiles?: boolean;
}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  let vite: {
    middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    close(): Promise<void>;
  } | null = null;
  const distRoot = resolve(options.distRoot ?? join(webRoot, 'dist'));
  if (options.mode === 'dev') {
    const { createServer: createVite } = await import('vite');
    vite = await createVite({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      // No HMR, so no websocket either: Vite's would listen on every interface (*:24678).
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'spa',
    });
  } else if (!existsSync(join(distRoot, 'index.html'))) {
    throw new Error('No production build: run `npm run build -w @hybrid-loan/web` first.');
  }
  const extraHosts = [...(options.allowedHosts ?? []), ...configuredHosts('SANDBOX_ALLOWED_HOSTS')];
  const handle = (req: IncomingMessage, res: ServerResponse, target: Target) => {
    const path = target.pathname;
    if (path.startsWith('/__sandbox/')) {
      // The control API drives the sandbox with JSON only: a form posted by a page cannot reach it.
      const refusal = jsonOnly(req);
      if (refusal) return refuse(res, refusal);
    }
    if (path.startsWith('/volleys/') || path.startsWith('/__sandbox/')) {
      // The Host was checked by the guard, so the handlers see the origin the page used (behind a
      // proxy, the host it names: absolute URLs in answers must work for the page).
      const url = new URL(`${target.pathname}${target.search}`, publicOrigin(req.headers));
      return handleApi(req, res, url);
    }
    if (vite) vite.middlewares(req, res, () => res.writeHead(404).end());
    else serveStatic(distRoot, req, res, target, options.packageFiles === true);
  };
  const server = createGuardedServer(handle, {
    extraHosts,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    // The pages on the iOS shell's package origin (the emulator's loopback stand-in) call the API
    // by CORS; the control API and the pages' files stay same-origin only.
    crossOrigin: (origin, target) =>
      target.startsWith('/volleys/') && corsAllowed(origin, brandConfig, true),
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      await vite?.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

// Run directly: `tsx sandbox/server.ts --dev|--dist [--port N] [--dist-root dir]`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portArg = args.indexOf('--port');
  const port = portArg >= 0 ? Number(args[portArg + 1]) : Number(process.env.PORT ?? 5173);
  const rootArg = args.indexOf('--dist-root');
  const distRoot = rootArg >= 0 ? args[rootArg + 1] : undefined;
  const server = await startSandboxServer({
    mode: args.includes('--dist') ? 'dist' : 'dev',
    port,
    ...(distRoot ? { distRoot } : {}),
  });
  console.log(`SANDBOX_READY ${JSON.stringify({ url: server.url })}`);
  console.log(`Sandbox and pages: ${server.url}`);
  console.log(`Signed-in sample borrower: ${sampleBorrowerUrl(server.url)}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
