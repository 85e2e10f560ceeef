import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metaCsp } from '../../hosting/security-headers';
import { brandConfig } from '../config/brand';
import { SITE_LOADER, SITE_LOADER_HASH } from './site-loader';

const html = document.documentElement;
afterEach(() => {
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  html.removeAttribute('data-hydrate');
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

  it('fills a held box with its sandboxed frame once the page has loaded, no entry needed', async () => {
    html.setAttribute('data-hydrate', '/assets/site/site-y.js');
    const box = document.createElement('div');
    box.setAttribute('data-frame-src', 'https://h5.example/agreement.html');
    box.setAttribute('data-frame-title', 'The user agreement');
    box.setAttribute('aria-busy', 'true');
    box.textContent = 'Loading the agreement…';
    document.body.appendChild(box);
    new Function(SITE_LOADER)();
    expect(box.querySelector('iframe')).toBeNull();
    window.dispatchEvent(new Event('load'));
    // An outer deadline only: a frame after the load event, a paint and a task (a busy worker is slow).
    await vi.waitFor(() => expect(box.querySelector('iframe')).not.toBeNull(), { timeout: 15_000 });
    const frame = box.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://h5.example/agreement.html');
    expect(frame?.title).toBe('The user agreement');
    expect(frame?.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(box.textContent).toBe('');
    expect(box.hasAttribute('aria-busy')).toBe(false);
    // The frame needs no script file: none was added.
    expect(document.head.querySelector('script[src]')).toBeNull();
    box.remove();
  });
});
