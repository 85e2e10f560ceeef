import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DeviceProfile, Orientation } from '../../core/devices';
import { contextOptions } from './emulation';

/** A browser context lent to one scenario at a time, with the page that keeps it warm. */
interface Pooled {
  context: BrowserContext;
  /** An about:blank page kept open between scenarios: it keeps the context and its renderer. */
  parked: Page;
}

/**
 * Browser contexts per device profile and orientation, reused from scenario to scenario.
 *
 * Why: in current headless Chromium a new context, its renderer process and a cold start of the
 * app cost about 3 CPU-seconds per scenario, twice the scenario itself, and the suite was
 * CPU-bound on 2 cores. A reused context keeps its renderer and compiled code warm, as an app's
 * webviews share one renderer on Android. Each scenario still gets a new page (its own history,
 * session storage and JavaScript), and `acquire` wipes the origin's storage and the cookies first,
 * so a scenario never sees what the one before it stored.
 */
export class ContextPool {
  private readonly idle = new Map<string, Pooled[]>();
  private readonly all = new Set<Pooled>();

  constructor(private readonly browser: Browser) {}

  /** A context for the device, lent until `release`; its storage for `origin` is empty. */
  async acquire(device: DeviceProfile, orientation: Orientation, origin: string): Promise<Pooled> {
    const key = `${device.id}|${orientation}`;
    const reused = this.idle.get(key)?.pop();
    if (!reused) {
      const context = await this.browser.newContext(contextOptions(device, orientation));
      const pooled = { context, parked: await context.newPage() };
      this.all.add(pooled);
      return pooled;
    }
    await reused.context.clearCookies();
    const cdp = await reused.context.newCDPSession(reused.parked);
    try {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } finally {
      await cdp.detach().catch(() => undefined);
    }
    return reused;
  }

  /** Gives the context back (its scenario's pages closed); a broken one is closed instead. */
  async release(pooled: Pooled, key: { device: DeviceProfile; orientation: Orientation }) {
    const open = pooled.context.pages().filter((p) => p !== pooled.parked);
    await Promise.all(open.map((p) => p.close().catch(() => undefined)));
    if (pooled.parked.isClosed()) {
      this.all.delete(pooled);
      await pooled.context.close().catch(() => undefined);
      return;
    }
    const id = `${key.device.id}|${key.orientation}`;
    this.idle.set(id, [...(this.idle.get(id) ?? []), pooled]);
  }

  /** Closes every context (the browser stays open: it is the caller's). */
  async close(): Promise<void> {
    const all = [...this.all];
    this.all.clear();
    this.idle.clear();
    await Promise.all(all.map((p) => p.context.close().catch(() => undefined)));
  }
}
