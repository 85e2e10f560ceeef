import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { guarded, refuse, type Target } from '@hybrid-loan/dev-server';
import { shimSource } from '../../shim/build-shim';
import { allowedHosts } from '../allowed-hosts';
import { listenOn } from '../port';
import { framableHeaders, upstreamHeaders, upstreamUrl } from '../proxy-target';

export const SHIM_PATH = '/__emulator/shim.js';

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

function forward(appOrigin: string, req: IncomingMessage, res: ServerResponse, target: Target) {
  const url = upstreamUrl(appOrigin, target);
  if (!url) {
    refuse(res, { status: 400, message: 'the proxy serves the app origin only' });
    return;
  }
  const upstream = httpRequest(
    url,
    {
      method: req.method,
      headers: { ...upstreamHeaders(req, url), 'accept-encoding': 'identity' },
    },
    (up) => {
      const type = String(up.headers['content-type'] ?? '');
      if (!type.includes('text/html')) {
        res.writeHead(up.statusCode ?? 502, framableHeaders(up.headers));
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = injectShimTag(Buffer.concat(chunks).toString('utf8'));
        const headers = framableHeaders(up.headers);
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 200, { ...headers, 'cache-control': 'no-store' });
        res.end(body);
      });
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`emulator proxy: ${error.message}`);
  });
  req.pipe(upstream);
}

export interface AppProxyReach {
  /** The address to bind (default loopback): a grid's nodes on other machines need another. */
  host?: string;
  /** The URL pages are given when it is not the bound one (a LAN name, a tunnel); its host is allowed. */
  publicUrl?: string;
}

/**
 * The app's origin in the browser host: everything goes to the sandbox server unchanged, except
 * HTML pages, which get the shim first, and the shim itself. `url` is the one pages open.
 */
export async function startAppProxy(
  sandboxUrl: string,
  port = 0,
  reach: AppProxyReach = {},
): Promise<{ url: string; server: Server }> {
  const publicUrl = reach.publicUrl ? new URL(reach.publicUrl) : undefined;
  const handle = guarded(
    (req, res, target) => {
      if (target.pathname === SHIM_PATH) {
        shimSource()
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
        return;
      }
      forward(sandboxUrl, req, res, target);
    },
    [...allowedHosts(), ...(publicUrl ? [publicUrl.hostname] : [])],
  );
  const server = createServer(handle);
  await listenOn(server, port, reach.host);
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { url: publicUrl ? publicUrl.href : `http://127.0.0.1:${bound}/`, server };
}
