import { afterEach, describe, expect, it } from 'vitest';
import { APP_STYLES_ATTRIBUTE, applyAppStyles, appStylesReady } from './app-styles';

function preloadLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = './assets/style.css';
  link.setAttribute(APP_STYLES_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

/** Whether the promise has settled by the end of the current microtasks. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the app stylesheet', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('turns the preloaded stylesheet into one that applies', () => {
    const link = preloadLink();
    applyAppStyles(document);
    expect(link.rel).toBe('stylesheet');
  });

  it('holds the first render until the stylesheet has loaded', async () => {
    const link = preloadLink();
    applyAppStyles(document);
    const ready = appStylesReady(document);
    expect(await settledNow(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settledNow(ready)).toBe(true);
  });

  it('lets the page render unstyled rather than not at all when the stylesheet failed', async () => {
    const link = preloadLink();
    applyAppStyles(document);
    const ready = appStylesReady(document);
    link.dispatchEvent(new Event('error'));
    expect(await settledNow(ready)).toBe(true);
  });

  it('waits for nothing without the link (the dev server puts styles in by script)', async () => {
    applyAppStyles(document);
    expect(await settledNow(appStylesReady(document))).toBe(true);
  });
});
