import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageOrigin } from '../hosting/api-cors';
import { brandConfig } from '../src/config/brand';
import { type SandboxServer, startSandboxServer } from './server';

// The pages on the iOS shell's package origin call the API by CORS: the sandbox answers the
// brand's package origin and the emulator's loopback stand-in for it, on the API only.
let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ mode: 'dev' });
});
afterAll(async () => {
  await server.close();
});

const preflight = (path: string, origin: string) =>
  fetch(new URL(path, server.url), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,x-device-id,x-platform',
    },
  });

describe('the API by CORS', () => {
  it.each([packageOrigin(brandConfig), 'http://127.0.0.1:5999'])(
    'answers the preflight of %s with its origin and the headers the pages send',
    async (origin) => {
      const res = await preflight('/volleys/v3/loan-details/loan-details', origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const name of ['authorization', 'x-device-id', 'x-platform'])
        expect(allowed).toContain(name);
    },
  );

  it('refuses another origin, and any foreign origin on the control API', async () => {
    expect(
      (await preflight('/volleys/v3/loan-details/loan-details', 'https://evil.example')).status,
    ).toBe(403);
    expect((await preflight('/__sandbox/devices', 'http://127.0.0.1:5999')).status).toBe(403);
  });
});
