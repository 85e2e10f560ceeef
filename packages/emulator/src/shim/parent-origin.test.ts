import { describe, expect, it } from 'vitest';
import { trustedParentOrigin } from './parent-origin';

const PANEL = ['http://127.0.0.1:5170', 'http://localhost:5170', 'http://[::1]:5170'];

describe('the parent origin the shim hands its host channel to', () => {
  it('is the panel origin the proxy named', () => {
    expect(trustedParentOrigin({ parentOrigin: 'http://127.0.0.1:5170' }, PANEL)).toBe(
      'http://127.0.0.1:5170',
    );
    expect(trustedParentOrigin({ parentOrigin: 'http://localhost:5170' }, PANEL)).toBe(
      'http://localhost:5170',
    );
  });

  it("is never '*', a foreign origin, another port, or anything while no panel is named", () => {
    for (const parentOrigin of [
      '*',
      'https://evil.example',
      'http://127.0.0.1:5171',
      'http://127.0.0.1:5170/',
      '',
      undefined,
    ])
      expect(
        trustedParentOrigin({ parentOrigin } as never, PANEL),
        String(parentOrigin),
      ).toBeNull();
    expect(trustedParentOrigin({ parentOrigin: 'http://127.0.0.1:5170' }, undefined)).toBeNull();
    expect(trustedParentOrigin({ parentOrigin: 'http://127.0.0.1:5170' }, [])).toBeNull();
  });
});
