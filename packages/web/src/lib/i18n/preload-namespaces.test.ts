import type { BackendModule } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentAnswers, fakeReloadWindow } from '../../test/fake-reload-window';
import { i18next } from './i18n';
import { localeNamespaces } from './locale-files';
import { preloadNamespaces } from './preload-namespaces';

describe("the other pages' texts, loaded in the background", () => {
  const missing = i18next.options.parseMissingKeyHandler;
  // The namespaces asked for so far: each test starts as a document does, with the core ones.
  const asked = [i18next.options.ns ?? []].flat();
  afterEach(() => {
    i18next.options.parseMissingKeyHandler = missing;
    i18next.options.ns = [...asked];
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

  it('loads the document anew at once when texts the page asked for before had failed', async () => {
    const { win, reload, fetch } = fakeReloadWindow(documentAnswers);
    // The first page's texts (here a namespace of their own) failed before the preload started:
    // they are on screen as keys, so nothing else will ask for them.
    await askedAndFailed('first-page-texts');
    expect(i18next.hasResourceBundle('en-IN', 'first-page-texts')).toBe(false);
    await preloadNamespaces('en-IN', win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the network is down then, checks again once it comes back', async () => {
    let online = false;
    const { win, reload, fetch } = fakeReloadWindow(() =>
      online ? documentAnswers() : Promise.reject(new TypeError('Failed to fetch')),
    );
    await askedAndFailed('offline-page-texts');
    await preloadNamespaces('en-IN', win);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    online = true;
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Two checks, one reload: the first found no network and let the keys stand (a reload offline
    // would show the webview's own error page; had it reloaded, the second would not have asked).
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('when the network comes back while a check still waits on it, checks once more after it', async () => {
    let dropped: (error: Error) => void = () => undefined;
    let online = false;
    const { win, reload, fetch } = fakeReloadWindow(() =>
      online
        ? documentAnswers()
        : new Promise<Response>((_, reject) => {
            dropped = reject;
          }),
    );
    await askedAndFailed('hung-page-texts');
    await preloadNamespaces('en-IN', win);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The network comes back while the first check still waits for the document to answer.
    online = true;
    win.dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledTimes(1);
    dropped(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('after a later download failed (a page reached afterwards), a missing text loads the document anew', async () => {
    const { win, reload, fetch } = fakeReloadWindow(documentAnswers);
    await preloadNamespaces('en-IN', win);
    // The legal texts of a page reached by a link, say: their download fails after the preload.
    failDownloads('later-page-texts');
    await i18next.loadNamespaces('later-page-texts');
    expect(fetch).not.toHaveBeenCalled();
    expect(i18next.t('later-page-texts:title')).toBe('title');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/** The page on screen asked for these texts before the preload, and their download failed. */
async function askedAndFailed(namespace: string): Promise<void> {
  failDownloads(namespace);
  await i18next.loadNamespaces(namespace);
}

/** The texts' downloads of this namespace fail, as when the network dropped (i18next's backend). */
function failDownloads(namespace: string): void {
  const backend = i18next.services.backendConnector.backend as BackendModule;
  const read = backend.read.bind(backend);
  vi.spyOn(backend, 'read').mockImplementation((language, ns, callback) =>
    ns === namespace ? callback(new Error('Failed to fetch'), false) : read(language, ns, callback),
  );
}
