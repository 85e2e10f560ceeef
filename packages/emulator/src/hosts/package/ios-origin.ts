import type { Server } from 'node:http';
import { createGuardedServer, refuse } from '@hybrid-loan/dev-server';
import type { OpenedPackage } from './open-package';
import { packageAnswer } from './serve-package';

/**
 * The iOS shell's way, in the emulator. A `WKURLSchemeHandler` cannot take https, so the iOS shell
 * serves the package on a scheme of its own (`app://<the pages' host>/`): the pages' origin is
 * the shell's, not the website's. A browser engine cannot be given a new scheme from outside, so
 * this loopback server on a port of its own stands for it: another origin than the app's, so the
 * page's storage is its own and every API call to the app's origin is a real cross-origin request
 * (the engine's own preflight, the sandbox's CORS answer). Like the scheme handler it answers
 * exactly the manifest's paths and nothing else (404: the scheme handler has no network behind it).
 *
 * One change to the served HTML, the emulator's and not the shell's: the pages' policy allows
 * `connect-src` to their own origin and the brand's hosting origin, where the API is on a phone;
 * here the API is the sandbox's loopback origin, so it is added to that directive.
 */
export interface IosOrigin {
  origin: string;
  /** Files served from the package since the last `reset`. */
  served: number;
  reset(): void;
  close(): Promise<void>;
}

/** Adds `apiOrigin` to the `connect-src` of the page's meta CSP (the only change to a file). */
export function allowApiOrigin(html: string, apiOrigin: string): string {
  return html.replace(
    /(<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="[^"]*connect-src )([^;"]*)/i,
    (_all, head: string, sources: string) => `${head}${sources} ${apiOrigin}`,
  );
}

/** Serves `pkg` on a loopback origin of its own (port 0: a free one) for pages whose API is `apiOrigin`. */
export async function startIosOrigin(pkg: OpenedPackage, apiOrigin: string): Promise<IosOrigin> {
  let origin = '';
  const state = { served: 0 };
  const server: Server = createGuardedServer((req, res, target) => {
    const answer = packageAnswer(pkg, origin, origin + target.path, req.method);
    if (answer === 'network') {
      refuse(res, {
        status: 404,
        message: 'not in the package (the scheme handler serves nothing else)',
      });
      return;
    }
    state.served += 1;
    const html = /text\/html/.test(answer.contentType);
    const body = html
      ? Buffer.from(allowApiOrigin(answer.body.toString('utf8'), apiOrigin))
      : answer.body;
    // The scheme handler's answer: the type and the length, no caching headers (files are local).
    res.writeHead(200, {
      'Content-Type': answer.contentType,
      'Content-Length': String(body.length),
    });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    get served() {
      return state.served;
    },
    reset() {
      state.served = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
