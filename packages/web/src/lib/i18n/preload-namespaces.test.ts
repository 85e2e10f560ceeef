import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from './i18n';
import { localeNamespaces } from './locale-files';
import { preloadNamespaces } from './preload-namespaces';

/** A window that records its hash listeners, its document fetches and its reload. */
function fakeWindow() {
  const listeners: (() => void)[] = [];
  const reload = vi.fn();
  const fetch = vi.fn(async () => new Response('<html>', { status: 200 }));
  const win = {
    location: { href: 'https://m.example.com/index.html#/customerService', reload },
    fetch,
    setTimeout: (fn: (arg?: unknown) => void, ms: number, arg?: unknown) => setTimeout(fn, ms, arg),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'hashchange') listeners.push(fn);
    },
  };
  const navigate = () => {
    for (const fn of listeners) fn();
  };
  return { win: win as unknown as Window, reload, fetch, navigate };
}

describe("the other pages' texts, loaded in the background", () => {
  afterEach(() => sessionStorage.clear());

  it('loads every namespace of the language but the legal texts (and the developer page); a navigation then stays', async () => {
    const { win, fetch, navigate } = fakeWindow();
    await preloadNamespaces('en-IN', win);
    const expected = localeNamespaces('en-IN').filter(
      (ns) => !['legal', 'devPreview'].includes(ns),
    );
    expect(expected.length).toBeGreaterThan(3);
    for (const ns of expected) expect(i18next.hasResourceBundle('en-IN', ns)).toBe(true);
    navigate();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a namespace failed to download, loads the document anew on the next navigation', async () => {
    const { win, reload, fetch, navigate } = fakeWindow();
    // The download of `service` failed: i18next settles without its bundle.
    const has = i18next.hasResourceBundle.bind(i18next);
    vi.spyOn(i18next, 'hasResourceBundle').mockImplementation(
      (lng: string, ns: string) => ns !== 'service' && has(lng, ns),
    );
    await preloadNamespaces('en-IN', win);
    expect(fetch).not.toHaveBeenCalled();
    navigate();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(win.location.href, { cache: 'no-store' });
  });
});
