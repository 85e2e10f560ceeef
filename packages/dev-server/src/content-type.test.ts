import { describe, expect, it } from 'vitest';
import { contentType } from './content-type';

describe('contentType', () => {
  it('names the types of a build by extension, in any case', () => {
    expect(contentType('/srv/dist/assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('/srv/dist/index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('/srv/dist/assets/kit.CSS')).toBe('text/css; charset=utf-8');
    expect(contentType('logo.svg')).toBe('image/svg+xml');
    expect(contentType('font.woff2')).toBe('font/woff2');
  });

  it('sends anything else as bytes, never as something a browser would run', () => {
    for (const file of ['_headers', 'x.map', 'x.js.bak', 'archive.tar.gz', 'noext'])
      expect(contentType(file)).toBe('application/octet-stream');
  });
});
