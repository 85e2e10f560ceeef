import { describe, expect, it } from 'vitest';
import { controlPath, SANDBOX_CONTROL } from './sandbox-control.ts';

describe('sandbox control API', () => {
  it('fills the device id, URI-encoded, into a device path', () => {
    expect(controlPath(SANDBOX_CONTROL.setFaults, 'a/b c')).toBe(
      '/__sandbox/devices/a%2Fb%20c/faults',
    );
    expect(controlPath(SANDBOX_CONTROL.fixtures)).toBe('/__sandbox/fixtures');
  });

  it('has one method and path per endpoint, every path under /__sandbox/', () => {
    const routes = Object.values(SANDBOX_CONTROL).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const e of Object.values(SANDBOX_CONTROL)) expect(e.path).toMatch(/^\/__sandbox\//);
  });
});
