import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_API_PREFIX, SANDBOX_CONTROL_PREFIX } from '@hybrid-loan/dev-contract';
import {
  appFile,
  contentType,
  createGuardedServer,
  refuse,
  type Target,
  UPLOAD_MAX_BODY_BYTES,
} from '@hybrid-loan/dev-server';
import { allowedHosts, apiCrossOrigin } from '../allowed-hosts';
import { forwardRequest } from '../proxy-target';
import { startSandbox } from './sandbox-process';
import { ensureWebBuild } from './web-build';

export interface WebApp {
  /** Where the pages and the sandbox API answer (one origin, as in production). */
  url: string;
  sandboxUrl: string;
  mode: 'dist' | 'dev';
  /** The production build's folder (mode `dist`): an app proxy bound beyond loopback serves only its files. */
  distRoot?: string;
  stop(): Promise<void>;
}

function forward(origin: string, req: IncomingMessage, res: ServerResponse, target: Target): void {
  forwardRequest(origin, req, res, target, {
    refusal: 'the API is on this origin only',
    onAnswer: (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
    // A dropped connection (a sandbox fault) is passed on as one.
    onError: () => req.socket.destroy(),
  });
}

function serveFile(root: string, res: ServerResponse, target: Target): void {
  const file = appFile(root, target.path);
  if (!file) {
    refuse(res, { status: 403, message: 'outside the served folder' });
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(404);
    res.end();
  });
  res.writeHead(200, {
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': contentType(file),
    'Cache-Control': 'no-cache',
  });
  stream.pipe(res);
}

/** The service worker and its kill switch: per device in the sandbox (QA's new build, switch). */
const WORKER_FILES = /^\/(sw\.js|sw-switch\.json)$/;

/**
 * The web app on its sandbox, as the emulator uses it: the sandbox server (a child process) for
 * the API, and in front of it the emulator's own production build (see web-build). Without a
 * build the sandbox serves the app with Vite.
 */
export async function startWebApp(log: (line: string) => void = console.error): Promise<WebApp> {
  const dist = await ensureWebBuild(log);
  // The sandbox serves the same build: it answers the service worker's files itself (a device's
  // own "new build" and kill switch for QA scenarios).
  const sandbox = dist ? await startSandbox('dist', 0, dist) : await startSandbox('dev');
  if (!dist) return { url: sandbox.url, sandboxUrl: sandbox.url, mode: 'dev', stop: sandbox.stop };
  const server = createGuardedServer(
    (req, res, target) => {
      const path = target.pathname;
      if (
        path.startsWith(SANDBOX_API_PREFIX) ||
        path.startsWith(SANDBOX_CONTROL_PREFIX) ||
        WORKER_FILES.test(path)
      )
        forward(sandbox.url, req, res, target);
      else serveFile(dist, res, target);
    },
    {
      extraHosts: allowedHosts(),
      maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
      crossOrigin: (origin, target) => apiCrossOrigin(origin, target, SANDBOX_API_PREFIX),
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return {
    url,
    sandboxUrl: sandbox.url,
    mode: 'dist',
    distRoot: dist,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await sandbox.stop();
    },
  };
}
