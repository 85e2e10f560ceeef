import { JSDOM, VirtualConsole } from 'jsdom';
import { vi } from 'vitest';

/** A fresh jsdom window per test: the bridge installs globals on it. */
export const jsdomWindow = (
  url = 'https://app.example/#/loanDetails',
): Window & typeof globalThis => {
  // jsdom logs "not implemented: navigation" for cross-document navigations; tests check those
  // with stubWindow instead.
  const virtualConsole = new VirtualConsole();
  return new JSDOM('<!doctype html><html><body></body></html>', { url, virtualConsole }).window;
};

/** A window stub that records navigations, history, links and beacons. */
export const stubWindow = (href = 'https://app.example/#/loanDetails', historyLength = 1) => {
  const clicked: string[] = [];
  const win = {
    location: { href, origin: new URL(href).origin, assign: vi.fn() },
    history: { length: historyLength, back: vi.fn() },
    document: {
      documentElement: { dataset: {} as Record<string, string> },
      createElement: () => {
        const a = { href: '', click: () => clicked.push(a.href) };
        return a;
      },
    },
    navigator: { sendBeacon: vi.fn(() => true) },
  };
  return { win, window: win as unknown as Window, clicked };
};
