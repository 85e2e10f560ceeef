import { createServer, type Server } from 'node:net';

/**
 * The panel's fixed default port, so a bookmark keeps working (`--port` changes it); the app
 * proxy takes the next one.
 */
export const DEFAULT_PANEL_PORT = 5170;

/** The error for a port another process holds: what to do, not only what happened. */
export class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(
      `emulator: port ${port} is taken (is an emulator already running? its panel would be http://127.0.0.1:${port}/). ` +
        `Stop it, or start on another port: npm start -- --port ${port + 2}`,
    );
  }
}

/** Listens on host:port (loopback unless told); a taken port rejects with PortTakenError. */
export function listenOn(
  server: Pick<Server, 'listen' | 'once' | 'off'>,
  port: number,
  host = '127.0.0.1',
) {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortTakenError(port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Fails early, before the sandbox starts, when the port is taken (0 is always free). */
export async function assertPortFree(port: number): Promise<void> {
  if (!port) return;
  const probe = createServer();
  await listenOn(probe, port);
  await new Promise<void>((done) => probe.close(() => done()));
}
