import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metaCsp } from '../../hosting/security-headers';
import { brandConfig } from '../config/brand';
import { SITE_LOADER, SITE_LOADER_HASH } from './site-loader';

const html = document.documentElement;
afterEach(() => {
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  html.removeAttribute('data-hydrate');
  html.removeAttribute('data-hydrate-on-load');
});

describe('public pages loader', () => {
  it('is allowed by the pages CSP through its own hash', () => {
    const hash = createHash('sha256').update(SITE_LOADER).digest('base64');
    expect(SITE_LOADER_HASH).toBe(`'sha256-${hash}'`);
    expect(metaCsp(brandConfig)).toContain(`script-src 'self' ${SITE_LOADER_HASH}`);
  });

  it('adds the hydration entry at the first interaction, once', () => {
    document.documentElement.setAttribute('data-hydrate', '/assets/site/site-x.js');
    new Function(SITE_LOADER)();
    expect(document.head.querySelector('script[src]')).toBeNull();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    const scripts = document.head.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('/assets/site/site-x.js');
    expect(scripts[0]?.getAttribute('type')).toBe('module');
  });

  it('adds it once the page has loaded on a page that asks for that, without an interaction', async () => {
    html.setAttribute('data-hydrate', '/assets/site/site-y.js');
    html.setAttribute('data-hydrate-on-load', '');
    new Function(SITE_LOADER)();
    expect(document.head.querySelector('script[src]')).toBeNull();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe(
        '/assets/site/site-y.js',
      ),
    );
    // An interaction after that adds nothing more.
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });
});
