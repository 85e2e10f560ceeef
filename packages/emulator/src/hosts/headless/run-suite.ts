import type { Browser } from 'playwright-core';
import type { ScenarioResult } from '../../core/replay';
import type { ScenarioFile } from '../scenario-files';
import { launchChromium } from './chromium';
import { replayHeadless } from './headless-run';

export interface SuiteOptions {
  baseUrl: string;
  outDir: string;
  concurrency?: number;
  updateBaselines?: boolean;
  browser?: Browser;
  onResult?: (result: ScenarioResult) => void;
  /** Attempts more for a failing scenario (default 0). */
  retries?: number;
}

/** Replays scenarios headless, several at once in their own browser contexts of one Chromium. */
export async function runSuite(
  files: ScenarioFile[],
  opts: SuiteOptions,
): Promise<ScenarioResult[]> {
  const browser = opts.browser ?? (await launchChromium());
  const results: ScenarioResult[] = new Array(files.length);
  let next = 0;
  const attempt = async (item: ScenarioFile): Promise<ScenarioResult> => {
    const started = Date.now();
    let result: ScenarioResult;
    try {
      result = await replayHeadless(item.scenario, {
        browser,
        baseUrl: opts.baseUrl,
        file: item.file,
        outDir: opts.outDir,
        ...(opts.updateBaselines ? { updateBaselines: true } : {}),
      });
    } catch (error) {
      result = {
        name: item.scenario.name,
        file: item.file,
        device: item.scenario.device ?? 'android-low',
        host: 'headless',
        ok: false,
        durationMs: Date.now() - started,
        steps: [],
        calls: [],
        requests: [],
        error: (error as Error).message.split('\n')[0] ?? String(error),
      };
    }
    return result;
  };
  const worker = async () => {
    for (;;) {
      const i = next++;
      const item = files[i];
      if (!item) return;
      let result = await attempt(item);
      // A loaded CI machine can time a step out: another attempt, said in the result.
      for (let n = 1; !result.ok && n <= (opts.retries ?? 0); n++) {
        result = { ...(await attempt(item)), attempts: n + 1 };
      }
      results[i] = result;
      opts.onResult?.(result);
    }
  };
  try {
    const n = Math.max(1, Math.min(opts.concurrency ?? 4, files.length));
    await Promise.all(Array.from({ length: n }, worker));
  } finally {
    if (!opts.browser) await browser.close();
  }
  return results;
}
