import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SANDBOX_API_PREFIX, SANDBOX_DEVICE_COOKIE } from '@hybrid-loan/dev-contract';
import {
  createGuardedServer,
  refuse,
  type Target,
  UPLOAD_MAX_BODY_BYTES,
} from '@hybrid-loan/dev-server';
import { shimSource } from '../../shim/build-shim';
import { allowedHosts } from '../allowed-hosts';
import type { OpenedPackage } from '../package/open-package';
import { packageAnswer } from '../package/serve-package';
import { listenOn } from '../port';
import { forwardRequest, framableHeaders, panelOrigins } from '../proxy-target';
import { exposedRefusal } from './exposed-paths';
import { reachesBeyondLoopback } from './loopback';
import {
  answerRunEntry,
  dropRunCookie,
  hasRunCookie,
  newRunSecret,
  REFUSED_WITHOUT_SECRET,
  runEntryUrl,
  shownEntryUrl,
} from './run-gate';

export const SHIM_PATH = '/__emulator/shim.js';

/** Stands for the proxy's own origin when a request path is matched against a package. */
const PROXY_ORIGIN = 'http://app.invalid';

/** The device a request comes from, by the sandbox's device cookie (see the SDK's contract). */
function deviceOf(req: IncomingMessage): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SANDBOX_DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Puts the shim before the page's own scripts. A same-origin `src` (not inline code) so the
 * production build's CSP (`script-src 'self'`) lets it run.
 */
export function injectShimTag(html: string): string {
  const tag = `<script src="${SHIM_PATH}"></script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}${tag}`);
  return `${tag}${html}`;
}

/**
 * The shim as the proxy serves it: it names the panel origins the proxy was given, so a page
 * framed or opened by anyone else never hands its host channel over (see shim/parent-origin.ts).
 */
async function servedShim(ancestors: readonly string[]): Promise<string> {
  return `window.__emulatorPanelOrigins=${JSON.stringify(ancestors)};\n${await shimSource()}`;
}

/** Answers a request for the shim (SHIM_PATH) on the pages' origin, the app's or the iOS way's. */
export function answerShim(res: ServerResponse, ancestors: readonly string[]): void {
  servedShim(ancestors)
    .then((code) => {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(code);
    })
    .catch((error: Error) => {
      res.writeHead(500).end(error.message);
    });
}

function forward(
  appOrigin: string,
  ancestors: readonly string[],
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
) {
  forwardRequest(appOrigin, req, res, target, {
    refusal: 'the proxy serves the app origin only',
    headers: { 'accept-encoding': 'identity' },
    onAnswer: (up) => {
      const type = String(up.headers['content-type'] ?? '');
      if (!type.includes('text/html')) {
        res.writeHead(up.statusCode ?? 502, framableHeaders(up.headers, ancestors));
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = injectShimTag(Buffer.concat(chunks).toString('utf8'));
        const headers = framableHeaders(up.headers, ancestors);
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 200, { ...headers, 'cache-control': 'no-store' });
        res.end(body);
      });
    },
    onError: (error) => {
      if (res.writableEnded) return;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`emulator proxy: ${error.message}`);
    },
  });
}

export interface AppProxy {
  /** The origin pages are on (the public URL when one was given): what pages open. */
  url: string;
  /**
   * Beyond loopback only: the URL a browser enters through on its way to `path` (default `/`);
   * it carries the run's secret, so it goes to the browsers and never to a line, a report or a log.
   */
  entryUrl?: (path?: string) => string;
  /** Where pages are, as lines and reports may show it (the entry URL with the secret hidden). */
  shownUrl: string;
  /** Bound or announced beyond loopback: the run's secret and the narrow face apply. */
  exposed: boolean;
  server: Server;
  /**
   * The panel at `panelUrl` is the one page that may frame the app and take the shim's host
   * channel. Until it is called nobody may (headless runs, where pages are top-level).
   */
  framedBy(panelUrl: string): void;
  /** The panel's "Go offline": every device's connection down (true) or up again. */
  setOffline(offline: boolean): void;
  /** One device's connection down or up (the old engines' `network` step), by its device cookie. */
  setDeviceOffline(deviceId: string, offline: boolean): void;
}

export interface AppProxyReach {
  /** The address to bind (default loopback): a grid's nodes on other machines need another. */
  host?: string;
  /** The URL pages are given when it is not the bound one (a LAN name, a tunnel); its host is allowed. */
  publicUrl?: string;
  /**
   * The production build's folder behind `sandboxUrl`. Required beyond loopback, where only its
   * files, the API and the shim are served; without one (Vite's dev server) the proxy will not start there.
   */
  appRoot?: string;
  /**
   * A verified offline package: its files are served on this origin as the Android shell serves
   * them (exactly the manifest's paths; the API and the switch file still go to the sandbox).
   */
  pkg?: OpenedPackage | (() => OpenedPackage | undefined);
  /** Called for each file served from the package (a replay's timeline counts them). */
  onPackageFile?: () => void;
  /**
   * The foreign origins whose pages call the API here by CORS: the iOS way's package origin (the
   * sandbox answers them). Any other foreign Origin is refused, as before.
   */
  apiCallers?: () => readonly string[];
}

/** Why a proxy beyond loopback does not start on Vite's dev server, and what to do instead. */
export const DEV_MODE_REFUSED =
  "emulator: the app proxy would be reachable beyond this machine (--proxy-host or --public-url not on loopback), but the app is served by Vite's dev server, whose internals (/@fs/…) serve the repository's files: refused. Let the production build serve it (unset EMULATOR_WEB_MODE=dev; if the build failed, the line above says why), or keep the proxy on 127.0.0.1.";

/**
 * The app's origin in the browser host: everything goes to the sandbox server unchanged, except
 * HTML pages, which get the shim first, and the shim itself; every answer may be framed by the
 * panel only. `url` is the one pages open.
 *
 * Bound or announced beyond loopback (a grid's nodes on other machines), it is the app's public
 * face only: a browser first enters through `entryUrl` (a per-run secret, then a cookie), and
 * only the build's files, the API and the shim are forwarded (see exposed-paths.ts).
 */
export async function startAppProxy(
  sandboxUrl: string,
  port = 0,
  reach: AppProxyReach = {},
): Promise<AppProxy> {
  const publicUrl = reach.publicUrl ? new URL(reach.publicUrl) : undefined;
  const exposed = reachesBeyondLoopback(reach.host, publicUrl);
  const appRoot = reach.appRoot;
  if (exposed && !appRoot) throw new Error(DEV_MODE_REFUSED);
  const secret = exposed ? newRunSecret() : undefined;
  let ancestors: readonly string[] = [];
  // The panel's "Go offline": the device's connection is down, so every request of the app that
  // goes to the network fails as a phone's would (the connection is cut); what its service worker
  // has cached, and the files of the package its shell serves, still open.
  let offline = false;
  // Replays on engines without network emulation, and scenarios side by side: per device.
  const offlineDevices = new Set<string>();
  const handle = (req: IncomingMessage, res: ServerResponse, target: Target) => {
    if (secret && appRoot) {
      if (answerRunEntry(req, res, target, secret)) return;
      if (!hasRunCookie(req, secret)) {
        res
          .writeHead(403, {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          })
          .end(REFUSED_WITHOUT_SECRET);
        return;
      }
      dropRunCookie(req);
      const refusal =
        target.pathname === SHIM_PATH ? null : exposedRefusal(appRoot, req.method ?? '', target);
      if (refusal) {
        refuse(res, refusal);
        return;
      }
    }
    if (target.pathname === SHIM_PATH) {
      answerShim(res, ancestors);
      return;
    }
    // Every request here is on the app's one origin: the target's path is all that decides.
    // A function: the device's shell decides at each request (a rolled-back package is not served).
    const pkg = typeof reach.pkg === 'function' ? reach.pkg() : reach.pkg;
    const fromPackage = pkg
      ? packageAnswer(pkg, PROXY_ORIGIN, PROXY_ORIGIN + target.path, req.method)
      : 'network';
    // Offline, the network's requests fail; the package's files are the shell's own and still
    // open (as the Android shell answers them in-process, with or without a connection).
    const device = deviceOf(req);
    if (fromPackage === 'network' && (offline || (device !== null && offlineDevices.has(device)))) {
      req.socket.destroy();
      return;
    }
    if (fromPackage !== 'network') {
      reach.onPackageFile?.();
      const html = fromPackage.contentType.includes('text/html');
      const headers = framableHeaders({ 'content-type': fromPackage.contentType }, ancestors);
      res.writeHead(200, { ...headers, 'cache-control': 'no-store' });
      res.end(html ? injectShimTag(fromPackage.body.toString('utf8')) : fromPackage.body);
      return;
    }
    forward(sandboxUrl, ancestors, req, res, target);
  };
  const server = createGuardedServer(handle, {
    extraHosts: [...allowedHosts(), ...(publicUrl ? [publicUrl.hostname] : [])],
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    crossOrigin: (origin, path) =>
      path.startsWith(SANDBOX_API_PREFIX) && (reach.apiCallers?.() ?? []).includes(origin),
  });
  await listenOn(server, port, reach.host);
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const url = publicUrl ? publicUrl.href : `http://127.0.0.1:${bound}/`;
  return {
    url,
    ...(secret ? { entryUrl: (path = '/') => runEntryUrl(url, secret, path) } : {}),
    shownUrl: secret ? shownEntryUrl(url) : url,
    exposed,
    server,
    framedBy: (panelUrl) => {
      ancestors = panelOrigins(panelUrl);
    },
    setOffline: (value) => {
      offline = value;
    },
    setDeviceOffline: (deviceId, value) => {
      if (value) offlineDevices.add(deviceId);
      else offlineDevices.delete(deviceId);
    },
  };
}
