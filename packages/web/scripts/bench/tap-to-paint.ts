// The interaction row of the benchmark: a phone (4x slower CPU) opens the page, and the borrower taps
// its main action the moment it is on screen (with the page's data). What is measured is the time
// from the tap to the next paint, as Chromium's Event Timing reports it for that interaction (the
// measure INP is made of): the wait for a busy main thread, the handlers and the render they cause.
import type { Browser } from 'playwright-core';

/** The phone's CPU against this machine's (Lighthouse's mobile preset uses the same factor). */
export const TAP_CPU_SLOWDOWN = 4;

interface TapRecord {
  /** Event Timing entries of the tap's interaction (those of 16 ms or more). */
  entries: {
    name: string;
    duration: number;
    interactionId: number;
    delay?: number;
    handlers?: number;
  }[];
  /** When the tap's pointerdown reached the page, and when the frame after its click painted. */
  down?: number;
  painted?: number;
}

declare global {
  interface Window {
    __benchTap?: TapRecord;
  }
}

/** Installed before the page's own scripts: records Event Timing entries and the tap itself. */
function recordTaps() {
  const record: TapRecord = { entries: [] };
  window.__benchTap = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId)
        record.entries.push({
          name: e.name,
          duration: e.duration,
          interactionId: e.interactionId,
          ...(e.processingStart
            ? {
                delay: Math.round(e.processingStart - e.startTime),
                handlers: Math.round(e.processingEnd - e.processingStart),
              }
            : {}),
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('pointerdown', (e) => (record.down ??= e.timeStamp), { capture: true });
  // After the page's own click handlers (React's listen on the root, below window): the frame
  // after them, and a task after that frame, is when it has painted.
  addEventListener('click', () => {
    requestAnimationFrame(() => setTimeout(() => (record.painted ??= performance.now()), 0));
  });
}

const MOBILE_TAB = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Opens `url`, waits for `selector` (the main action, which the page shows with its data) to be
 * visible and taps it at once (no waiting for the page to settle); returns the tap-to-paint time
 * in ms: the longest Event Timing duration of the tap's interaction, or, when every entry was under
 * Event Timing's 16 ms threshold, the time from the pointerdown to the frame after the click.
 */
export async function tapToPaint(browser: Browser, url: string, selector: string): Promise<number> {
  const context = await browser.newContext({ ...MOBILE_TAB, bypassCSP: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
    await page.addInitScript(recordTaps);
    await page.goto(url);
    const action = page.locator(selector).first();
    await action.waitFor({ state: 'visible', timeout: 60_000 });
    // The touch goes in through the browser, like a finger: none of Playwright's waits for the page
    // to be stable or idle before it (they would measure a settled page).
    await action.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await action.boundingBox();
    if (!box) throw new Error(`${selector} has no box on ${url}`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const handle = await page.waitForFunction(
      () => {
        const r = window.__benchTap;
        if (r?.painted === undefined || r.down === undefined) return null;
        // Event Timing reports after the paint: give it that frame (a few tasks) before falling back.
        const last = r.entries.at(-1);
        const id = last?.interactionId;
        const durations = r.entries.filter((e) => e.interactionId === id).map((e) => e.duration);
        const own = r.painted - r.down;
        if (durations.length) return Math.max(...durations);
        return performance.now() - r.painted > 250 ? own : null;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return Math.round(Number(await handle.jsonValue()));
  } finally {
    await context.close();
  }
}
