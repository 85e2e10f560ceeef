import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('is the server’s own host over http without a proxy', () => {
    expect(publicOrigin({ host: '127.0.0.1:5173' })).toBe('http://127.0.0.1:5173');
  });

  it('takes the host and scheme a proxy names', () => {
    expect(
      publicOrigin({
        host: '127.0.0.1:5173',
        'x-forwarded-host': 'localhost:8443',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('https://localhost:8443');
  });

  it('ignores a malformed forwarded host and any scheme but https and http', () => {
    expect(
      publicOrigin({
        host: '127.0.0.1:5173',
        'x-forwarded-host': 'evil.example/path',
        'x-forwarded-proto': 'javascript',
      }),
    ).toBe('http://127.0.0.1:5173');
  });
});
