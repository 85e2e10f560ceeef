import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, PORT_RANGE } from './free-port';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((done) => server.close(done));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('freePort', () => {
  it('gives a port below the ephemeral ranges that a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(PORT_RANGE.from);
    expect(port).toBeLessThan(PORT_RANGE.to);
    await close(await listen(port));
  });

  it('passes over a port something already listens on', async () => {
    const held = await listen(await freePort());
    const address = held.address();
    const heldPort = typeof address === 'object' && address ? address.port : 0;
    const next = heldPort === PORT_RANGE.from ? heldPort + 1 : heldPort - 1;
    // The held port is drawn first, then its neighbour.
    const draws = [heldPort, next];
    const span = PORT_RANGE.to - PORT_RANGE.from;
    vi.spyOn(Math, 'random').mockImplementation(
      () => ((draws.shift() ?? next) - PORT_RANGE.from + 0.5) / span,
    );
    try {
      expect(await freePort()).toBe(next);
    } finally {
      await close(held);
    }
  });
});
