import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentAnswers, fakeReloadWindow } from '../../test/fake-reload-window';
import { i18next } from './i18n';
import { localeNamespaces } from './locale-files';
import { preloadNamespaces } from './preload-namespaces';

describe("the other pages' texts, loaded in the background", () => {
  const missing = i18next.options.parseMissingKeyHandler;
  afterEach(() => {
    i18next.options.parseMissingKeyHandler = missing;
    sessionStorage.clear();
  });

  it('loads every namespace of the language but the legal texts (and the developer page)', async () => {
    const { win, fetch } = fakeReloadWindow(documentAnswers);
    await preloadNamespaces('en-IN', win);
    const expected = localeNamespaces('en-IN').filter(
      (ns) => !['legal', 'devPreview'].includes(ns),
    );
    expect(expected.length).toBeGreaterThan(3);
    for (const ns of expected) expect(i18next.hasResourceBundle('en-IN', ns)).toBe(true);
    // A missing text with nothing failed: shown as before (its key), the document stays.
    expect(i18next.t('service:no-such-text')).toBe('no-such-text');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a namespace failed to download, a page asking for its texts loads the document anew', async () => {
    const { win, reload, fetch } = fakeReloadWindow(documentAnswers);
    // The download of `service` failed: i18next settles without its bundle.
    const has = i18next.hasResourceBundle.bind(i18next);
    vi.spyOn(i18next, 'hasResourceBundle').mockImplementation(
      (lng: string, ns: string) => ns !== 'service' && has(lng, ns),
    );
    await preloadNamespaces('en-IN', win);
    expect(fetch).not.toHaveBeenCalled();
    // The customer service's render asks for its texts (here missing as they would be).
    expect(i18next.t('service:no-such-text')).toBe('no-such-text');
    expect(i18next.t('service:no-such-text-either')).toBe('no-such-text-either');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // One check at a time, however many texts the render asked for.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(win.location.href, { cache: 'no-store' });
  });
});
