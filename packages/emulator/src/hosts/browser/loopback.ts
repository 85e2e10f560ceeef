import { isIP } from 'node:net';

/**
 * Whether an address or host name reaches this machine only: `localhost`, `127.0.0.0/8`, `::1`
 * (bracketed or not) and IPv4-mapped loopback. Anything else (`0.0.0.0`, `::`, a LAN address, a
 * name) is beyond loopback: other machines may reach a server bound or announced there.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name);
  return false;
}

/**
 * Whether a server bound at `bindHost` and announced at `publicUrl` is reachable from other
 * machines: bound beyond loopback, or announced under a name others use (a tunnel to a loopback
 * port reaches it from the tunnel's other end just the same).
 */
export function reachesBeyondLoopback(bindHost = '127.0.0.1', publicUrl?: string | URL): boolean {
  return (
    !isLoopbackHost(bindHost) ||
    (publicUrl !== undefined && !isLoopbackHost(new URL(publicUrl).hostname))
  );
}
