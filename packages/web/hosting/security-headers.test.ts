import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../src/config/brand';
import {
  cspDirectives,
  headersFile,
  metaCsp,
  nginxSnippet,
  securityHeaders,
} from './security-headers';
import { snippetPath } from './write-nginx-snippet';

describe('the production hosting headers', () => {
  it('forbid framing and narrow the CSP to the brand origins', () => {
    const headers = securityHeaders({
      ...brandConfig,
      appApi: 'https://api.lender.example/volleys',
      imageHosts: ['https://cdn.lender.example'],
      trackingUrl: '',
    });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.lender.example");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.lender.example");
    expect(csp).not.toMatch(/(connect|img)-src[^;]* https:(;| |$)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('keep frame-ancestors out of the meta policy, where browsers ignore it', () => {
    expect(metaCsp(brandConfig)).not.toContain('frame-ancestors');
    expect(metaCsp(brandConfig)).toBe(cspDirectives(brandConfig).join('; '));
  });

  it('ship the nginx snippet generated from the same source (npm run hosting -w @hybrid-loan/web)', () => {
    const headers = securityHeaders(brandConfig);
    expect(readFileSync(snippetPath, 'utf8')).toBe(nginxSnippet(headers));
    // ...with the rule for the backend serving uploads (a download that never renders).
    expect(nginxSnippet(headers)).toContain(
      '#   add_header Content-Disposition "attachment" always;',
    );
    expect(nginxSnippet(headers)).toContain(
      `#   add_header Content-Security-Policy "sandbox; default-src 'none'" always;`,
    );
    expect(headersFile(headers)).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
  });
});
