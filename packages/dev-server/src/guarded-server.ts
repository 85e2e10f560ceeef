import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type GuardOptions, guarded, type Target } from './http-guard';

/** A request's headers must all arrive within this time (a slow-headers client holds a socket). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included, must arrive within this time. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface GuardedServerOptions extends GuardOptions {
  /** Names this server also answers for besides the loopback ones. */
  extraHosts?: string[];
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/**
 * An HTTP server with the guard in front of its handler and timeouts on reading a request, so
 * that neither one large body nor a client that sends slowly (or never finishes) holds the
 * server's memory or sockets. Node answers a request that runs out of time with 408.
 */
export function createGuardedServer(
  handler: (req: IncomingMessage, res: ServerResponse, target: Target) => void | Promise<void>,
  options: GuardedServerOptions = {},
): Server {
  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, headersTimeout);
  return createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node looks for requests past their time (its default, 30 s, outlives short ones).
      connectionsCheckingInterval: Math.min(1000, Math.max(50, headersTimeout / 4)),
    },
    guarded(handler, options.extraHosts ?? [], options),
  );
}
