import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Server } from 'node:net';
import { expect, it } from 'vitest';
import { startSandboxServer } from './server';

/** The TCP sockets this process listens on, as "address:port" (from /proc, Linux). */
function listening(): string[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {}
  }
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // State 0A is LISTEN; the 10th field is the inode.
      if (f[3] !== '0A' || !inodes.has(f[9] ?? '')) continue;
      const [hex = '', port = ''] = (f[1] ?? '').split(':');
      const address =
        hex.length === 8
          ? (hex.match(/../g) ?? [])
              .reverse()
              .map((b) => parseInt(b, 16))
              .join('.')
          : hex === '0'.repeat(32)
            ? '::'
            : `ipv6:${hex}`;
      out.push(`${address}:${parseInt(port, 16)}`);
    }
  }
  return out;
}

// `npm start` serves the pages with Vite: no socket of it may listen beyond this machine (Vite's
// websocket listened on *:24678).
it('the dev sandbox (Vite) listens on 127.0.0.1 only', async () => {
  const before = new Set(listening());
  // Every listen call, as asked: a port another run holds (24678) would hide a socket from /proc.
  const asked: string[] = [];
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    const [first, second] = args;
    const options = typeof first === 'object' && first ? (first as { host?: string }) : undefined;
    asked.push(String(options ? options.host : typeof second === 'string' ? second : 'any'));
    return (listen as (...a: unknown[]) => Server).apply(this, args);
  } as typeof listen;
  const server = await startSandboxServer({ mode: 'dev' }).finally(() => {
    Server.prototype.listen = listen;
  });
  try {
    const opened = listening().filter((s) => !before.has(s));
    expect(opened).toContain(`127.0.0.1:${new URL(server.url).port}`);
    expect(opened.filter((s) => !s.startsWith('127.0.0.1:'))).toEqual([]);
    expect(asked.filter((host) => host !== '127.0.0.1')).toEqual([]);
  } finally {
    await server.close();
  }
});
