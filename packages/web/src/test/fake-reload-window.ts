import { type Mock, vi } from 'vitest';

/** A fake window and what it recorded. */
export interface FakeReloadWindow {
  win: Window;
  reload: Mock<() => void>;
  fetch: Mock<() => Promise<Response>>;
}

/**
 * A window for `reloadIfReachable`: its fetch answers as told (`answer`), and it records the
 * reload and what was fetched. Its events (`online`) are real: dispatch them on `win`.
 */
export function fakeReloadWindow(answer: () => Promise<Response>): FakeReloadWindow {
  const reload = vi.fn();
  const fetch = vi.fn(answer);
  const events = new EventTarget();
  const win = {
    location: { href: 'https://m.example.com/index.html#/customerService', reload },
    fetch,
    setTimeout: (fn: (arg: unknown) => void, ms: number, arg: unknown) => setTimeout(fn, ms, arg),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  return { win: win as unknown as Window, reload, fetch };
}

/** The document's answer when the network is back. */
export const documentAnswers = async () => new Response('<html>', { status: 200 });
