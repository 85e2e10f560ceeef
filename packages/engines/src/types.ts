/** The engines the tests and the emulator run pages on. */
export const ENGINE_NAMES = ['chromium', 'chromium-80', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

export function isEngineName(value: string): value is EngineName {
  return (ENGINE_NAMES as readonly string[]).includes(value);
}

/** What each engine stands for, for reports and help texts. */
export const ENGINE_STANDS_FOR: Record<EngineName, string> = {
  chromium: "recent Android System WebView (Debian's current Chromium)",
  'chromium-80': 'the oldest supported Android System WebView, 80 (Chromium 80)',
  webkit: "iOS/iPadOS WKWebView (WebKitGTK, the iOS engine's family; no Apple build runs on Linux)",
};

export interface PageOptions {
  viewport?: { width: number; height: number; deviceScaleFactor?: number };
  userAgent?: string;
  /** Touch events and a mobile viewport where the engine can emulate them. */
  mobile?: boolean;
}

/** A function run in the page: its source is sent, so it must not close over test variables. */
// biome-ignore lint/suspicious/noExplicitAny: page functions take JSON arguments of any shape.
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export interface EnginePage {
  goto(url: string): Promise<void>;
  /** Runs `fn(...args)` in the page and returns its JSON result (awaited when a promise). */
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** Polls `fn(...args)` in the page until it returns a truthy value; fails naming `what`. */
  waitFor<T>(what: string, fn: PageFunction<T>, timeoutMs?: number, ...args: unknown[]): Promise<T>;
  /**
   * Network conditions (Chrome DevTools' `Network.emulateNetworkConditions` parameters); absent on
   * engines that cannot (their `cannot` says "network").
   */
  emulateNetwork?(conditions: NetworkConditions): Promise<void>;
  /**
   * Runs `source` in every document of this page before its own scripts (a fake shell, a test's
   * hooks); absent on engines that cannot.
   */
  addInitScript?(source: string): Promise<void>;
  /**
   * Fails the page's requests whose URL contains one of `parts`, as a network error (a download
   * that failed on a bad network); an empty list lets everything through again. Chromium engines
   * only.
   */
  blockRequests?(parts: string[]): Promise<void>;
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** A local engine, or `remote`: a session on a WebDriver endpoint (a grid, Appium, a cloud). */
  name: EngineName | 'remote';
  /** The engine's own version, e.g. "80.0.3987.0" or "WebKitGTK 2.50.6". */
  version: string;
  /**
   * What this engine cannot emulate (say so in reports rather than skip silently), e.g.
   * "user agent", "touch", "network throttling".
   */
  cannot: readonly string[];
  /** How many pages may run at once without hurting each other. */
  parallelPages: number;
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}
