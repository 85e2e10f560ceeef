import { createServer } from 'node:net';

/**
 * Where the ports come from: below the ephemeral ranges (Linux 32768-60999, macOS and Windows
 * 49152-65535), from which every outgoing connection on the machine takes its local port. The
 * process a port is for binds it only later (a JVM, seconds later on a busy machine); a port from
 * the ephemeral range could meanwhile be the local end of some connection, and the process would
 * fail to start ("Address already in use").
 */
export const PORT_RANGE = { from: 20_000, to: 32_000 } as const;

/** Whether a server can listen on `port` on loopback now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Any port the system hands out (from the ephemeral range): the last resort. */
function anyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A free TCP port on loopback, for a process that takes its port from its command line: a random
 * one in {@link PORT_RANGE} that a server can listen on now (a random one, so that two callers at
 * once rarely pick the same), else, if 50 tries find none, any port the system hands out.
 */
export async function freePort(): Promise<number> {
  const span = PORT_RANGE.to - PORT_RANGE.from;
  for (let i = 0; i < 50; i++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * span);
    if (await canListen(port)) return port;
  }
  return anyPort();
}
