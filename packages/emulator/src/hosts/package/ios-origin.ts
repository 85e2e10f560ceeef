import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createGuardedServer, refuse, type Target } from '@hybrid-loan/dev-server';
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
 * the API, the logos and the agreements on the lender's https hosts; here all three are on the
 * sandbox's loopback origin, so it is added to those directives (`allowApiOrigin`).
 */
export interface IosOrigin {
  origin: string;
  /** Files served from the package since the last `reset`. */
  served: number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * What a host that frames the pages adds (the browser host's panel): the replay's engine injects
 * its shim itself and needs none of it.
 */
export interface IosOriginFraming {
  /** Answers a request that is the host's own (the shim's file); true when it did. */
  answer?(req: IncomingMessage, res: ServerResponse, target: Target): boolean;
  /** The served HTML as the host wants it (the shim's tag put in). */
  html?(html: string): string;
  /** Headers added to every package answer (who may frame the pages). */
  headers?(): Record<string, string>;
  /** Called for each file served from the package. */
  onFile?(): void;
}

/** The directives the sandbox's origin is added to: the API, and the lender's image and agreement hosts. */
const API_DIRECTIVES = ['connect-src', 'img-src', 'frame-src'];

/**
 * Adds `apiOrigin` to the `connect-src`, `img-src` and `frame-src` of the page's meta CSP (the only
 * change to a file): on a phone the API, the logos' CDN and the agreements are the lender's https
 * hosts, which the policy names; here the sandbox's loopback origin stands for all three.
 */
export function allowApiOrigin(html: string, apiOrigin: string): string {
  return API_DIRECTIVES.reduce(
    (page, directive) =>
      page.replace(
        new RegExp(
          `(<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="[^"]*${directive} )([^;"]*)`,
          'i',
        ),
        (_all, head: string, sources: string) => `${head}${sources} ${apiOrigin}`,
      ),
    html,
  );
}

/**
 * Serves `pkg` on a loopback origin of its own (port 0: a free one) for pages whose API is
 * `apiOrigin`. A function: the shell decides at each request (a live shell's package changes, or
 * is rolled back: then nothing is served, as the scheme handler has nothing).
 */
export async function startIosOrigin(
  pkg: OpenedPackage | (() => OpenedPackage | undefined),
  apiOrigin: string,
  framing: IosOriginFraming = {},
): Promise<IosOrigin> {
  let origin = '';
  const state = { served: 0 };
  const server: Server = createGuardedServer((req, res, target) => {
    if (framing.answer?.(req, res, target)) return;
    const current = typeof pkg === 'function' ? pkg() : pkg;
    const answer = current
      ? packageAnswer(current, origin, origin + target.path, req.method)
      : 'network';
    if (answer === 'network') {
      refuse(res, {
        status: 404,
        message: 'not in the package (the scheme handler serves nothing else)',
      });
      return;
    }
    state.served += 1;
    framing.onFile?.();
    const html = /text\/html/.test(answer.contentType);
    const page = html ? allowApiOrigin(answer.body.toString('utf8'), apiOrigin) : '';
    const body = html ? Buffer.from(framing.html ? framing.html(page) : page) : answer.body;
    // The scheme handler's answer: the type and the length, no caching headers (files are local).
    res.writeHead(200, {
      ...framing.headers?.(),
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
