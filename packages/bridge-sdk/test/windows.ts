import { JSDOM, VirtualConsole } from 'jsdom';
import { type Mock, vi } from 'vitest';

/** A fresh jsdom window per test: the bridge installs globals on it. */
export const jsdomWindow = (
  url = 'https://app.example/#/loanDetails',
): Window & typeof globalThis => {
  // jsdom logs "not implemented: navigation" for cross-document navigations; tests check those
  // with stubWindow instead.
  const virtualConsole = new VirtualConsole();
  return new JSDOM('<!doctype html><html><body></body></html>', { url, virtualConsole }).window;
};

/** A window stub and what it recorded. */
export interface Stub {
  win: {
    location: { href: string; origin: string; assign: Mock<(url: string) => void> };
    history: { length: number; back: Mock<() => void> };
    document: { documentElement: { dataset: Record<string, string> } };
    navigator: { sendBeacon: Mock<(url: string, body: string) => boolean> };
  };
  /** The same object, typed as the window the bridge takes. */
  window: Window;
  /** The href of every link clicked (the `tel:` fallback). */
  clicked: string[];
}

/** A window stub that records navigations, history, links and beacons. */
export const stubWindow = (href = 'https://app.example/#/loanDetails', historyLength = 1): Stub => {
  const clicked: string[] = [];
  const win = {
    location: { href, origin: new URL(href).origin, assign: vi.fn<(url: string) => void>() },
    history: { length: historyLength, back: vi.fn<() => void>() },
    document: {
      documentElement: { dataset: {} as Record<string, string> },
      createElement: () => {
        const a = { href: '', click: () => clicked.push(a.href) };
        return a;
      },
    },
    navigator: { sendBeacon: vi.fn((_url: string, _body: string) => true) },
  };
  return { win, window: win as unknown as Window, clicked };
};
