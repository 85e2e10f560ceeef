import { describe, expect, it } from 'vitest';
import { brandConfig } from '../src/config/brand';
import { cacheControl } from './cache-headers';
import { headersFile, nginxSnippet, securityHeaders } from './security-headers';

describe('caching headers of the build', () => {
  it('never let a host keep the worker or its switch, and keep hashed assets a year', () => {
    expect(cacheControl('sw.js')).toBe('no-cache');
    expect(cacheControl('/sw-switch.json')).toBe('no-store');
    expect(cacheControl('assets/kit-B6y3h_Wd.js')).toContain('immutable');
    expect(cacheControl('index.html')).toBe('no-cache');
    expect(cacheControl('warm-up.html')).toBe('no-cache');
  });

  it("are in the static hosts' _headers and in the nginx snippet, with the security headers", () => {
    const headers = securityHeaders(brandConfig);
    expect(headersFile(headers)).toContain('/sw.js\n  Cache-Control: no-cache\n');
    expect(headersFile(headers)).toContain('/sw-switch.json\n  Cache-Control: no-store\n');
    const nginx = nginxSnippet(headers);
    const block = /location ~ \(\^\|\/\)sw\\\.js\$ \{\n([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(block).toContain('add_header Cache-Control "no-cache" always;');
    expect(block).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it('revalidate the HTML entries in both host files, as the rules above say', () => {
    const headers = securityHeaders(brandConfig);
    const file = headersFile(headers);
    for (const path of ['/', '/index.html', '/warm-up.html'])
      expect(file).toContain(`\n${path}\n  Cache-Control: no-cache\n`);
    const nginx = nginxSnippet(headers);
    for (const [match, name] of [
      ['= /', 'root'],
      ['~ (^|/)index\\.html$', 'index.html'],
      ['~ (^|/)warm-up\\.html$', 'warm-up'],
    ] as const) {
      const start = nginx.indexOf(`location ${match} {`);
      expect(start, name).toBeGreaterThan(0);
      const block = nginx.slice(start, nginx.indexOf('}', start));
      expect(block, name).toContain('add_header Cache-Control "no-cache" always;');
      expect(block, name).toContain('add_header Content-Security-Policy');
    }
  });
});
