import { existsSync, readdirSync } from 'node:fs';
import type { EngineBrowser, EnginePage, PageOptions } from './types';
import { startWebKitSession, type WebKitSession } from './webkit-session';
import { WEBKITGTK_CANNOT } from './webkitgtk-limits';
import { startXvfb } from './xvfb';

/** Debian's WebKitGTK WebDriver (`webkit2gtk-driver`). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/**
 * Sessions side by side. A WebDriver session runs one page at a time and a replay mostly waits
 * on the page, so two sessions nearly halve a suite on 2 cores; more only add contention.
 */
const SESSIONS = 2;

/** Debian's WebKitGTK MiniBrowser (`webkit2gtk-driver` brings it). */
export function miniBrowserPath(): string {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)
      .filter((d) => /^webkit2gtk-4\.\d$/.test(d))
      .sort()
      .reverse()) {
      const path = `${lib}/${dir}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new Error('webkit: MiniBrowser not found; install Debian\'s "webkit2gtk-driver".');
}

/**
 * WebKit (Debian's WebKitGTK MiniBrowser) over W3C WebDriver under a private Xvfb: the engine
 * family of iOS WKWebView. WebDriver cannot set the user agent, emulate touch or throttle the
 * network, so the browser says so in `cannot`. Each session (its own driver and MiniBrowser, with
 * its own storage) runs one page at a time; a page goes to the least busy session.
 */
export async function launchWebKit(sessions = SESSIONS): Promise<EngineBrowser> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error('webkit needs WebKitWebDriver: install Debian\'s "webkit2gtk-driver".');
  const binary = miniBrowserPath();
  const xvfb = await startXvfb();
  const started = await Promise.allSettled(
    Array.from({ length: sessions }, () => startWebKitSession(WEBKIT_DRIVER, binary, xvfb.display)),
  );
  const pool = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const closeAll = async () => {
    await Promise.all(pool.map((s) => s.close()));
    await xvfb.stop();
  };
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await closeAll();
    throw failure.reason;
  }
  return {
    name: 'webkit',
    version: (pool[0] as WebKitSession).version,
    cannot: [
      ...WEBKITGTK_CANNOT,
      'user agent (WebDriver cannot set it)',
      'touch emulation',
      'network throttling and offline',
    ],
    parallelPages: pool.length,
    newPage(options: PageOptions = {}): Promise<EnginePage> {
      const session = pool.reduce((a, b) => (b.pending < a.pending ? b : a));
      return session.newPage(options);
    },
    close: closeAll,
  };
}
