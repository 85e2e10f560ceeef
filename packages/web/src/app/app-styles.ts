/**
 * The app's stylesheet is preloaded from the HTML, not linked (scripts/build/deferred-css.ts): the
 * entry applies it and the first render waits for it, so the HTML's parse stays short and the boot screen
 * paints at once.
 */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

const SELECTOR = `link[${APP_STYLES_ATTRIBUTE}]`;

/** Makes the preloaded stylesheet apply (its download started from the HTML). */
export function applyAppStyles(doc: Document): void {
  const link = doc.querySelector<HTMLLinkElement>(SELECTOR);
  if (link && link.rel !== 'stylesheet') link.rel = 'stylesheet';
}

/**
 * Settles once the stylesheet applies, or failed to load (the page then renders unstyled rather
 * than not at all); at once when there is none (the dev server puts styles in by script).
 */
export function appStylesReady(doc: Document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(SELECTOR);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
