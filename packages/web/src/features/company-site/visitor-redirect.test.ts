import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPublicMarket } from '../../lib/identity';
import { stayInApp } from './visitor-redirect';

function fakeWindow(pathname: string, hash: string, language = 'en-US') {
  const replace = vi.fn();
  const win = { location: { pathname, hash, replace }, navigator: { language } };
  return { win: win as unknown as Window, replace };
}

// Whether the promise has resolved once the pending jobs ran (a resolved one wins the race with
// the next task; the visitor's never resolves).
const settled = async (p: Promise<void>) =>
  Promise.race([p.then(() => 'stays'), new Promise((r) => setTimeout(() => r('pending'), 0))]);

describe('old hash URLs of the public site', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('send a visitor of a production build to the public page and keep the loading screen', async () => {
    vi.stubEnv('PROD', true);
    // The identity the entry read: a visitor's has at most a languageType (1: English).
    setPublicMarket('en-IN');
    const { win, replace } = fakeWindow('/', '#/?section=loan-terms', 'id-ID');
    expect(await settled(stayInApp(win))).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/en-IN/#loan-terms');
    setPublicMarket('id-ID');
    const about = fakeWindow('/index.html', '#/About', 'en-US');
    expect(await settled(stayInApp(about.win))).toBe('pending');
    expect(about.replace).toHaveBeenCalledWith('/id-ID/about/');
  });

  it('send the visitor once, however often the page is asked for', async () => {
    vi.stubEnv('PROD', true);
    setPublicMarket('en-IN');
    // The entry's early download and the shell's both ask for the page.
    const { win, replace } = fakeWindow('/', '#/loanTerms');
    expect(await settled(stayInApp(win))).toBe('pending');
    expect(await settled(stayInApp(win))).toBe('pending');
    expect(replace.mock.calls).toEqual([['/en-IN/loan-terms/']]);
  });

  it('leave the page where it is in development, on a public path and for other pages', async () => {
    const dev = fakeWindow('/', '#/About');
    expect(await settled(stayInApp(dev.win))).toBe('stays');
    vi.stubEnv('PROD', true);
    const loop = fakeWindow('/en-IN/about', '');
    expect(await settled(stayInApp(loop.win))).toBe('stays');
    const inApp = fakeWindow('/', '#/aboutUs');
    expect(await settled(stayInApp(inApp.win))).toBe('stays');
    for (const f of [dev, loop, inApp]) expect(f.replace).not.toHaveBeenCalled();
  });
});
