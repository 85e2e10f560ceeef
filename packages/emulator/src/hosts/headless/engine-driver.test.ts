import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EnginePage } from '@hybrid-loan/engines';
import { afterAll, describe, expect, it } from 'vitest';
import { engineDriver } from './engine-driver';

const dir = mkdtempSync(join(tmpdir(), 'engine-driver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (screenshot: EnginePage['screenshot']): EnginePage => ({
  goto: async () => undefined,
  evaluate: async () => undefined as never,
  waitFor: async () => true as never,
  screenshot,
  close: async () => undefined,
});

// The service worker steps are not what these tests play: any use of them is a failure.
const noWorkerSteps = {
  reopen: () => Promise.reject(new Error('reopen is not played here')),
  network: () => Promise.reject(new Error('network is not played here')),
  server: () => Promise.reject(new Error('server is not played here')),
};

describe('a failure picture on an engine without Playwright', () => {
  it('is written where the report looks for it when the engine takes screenshots', async () => {
    const file = join(
      dir,
      'screenshots',
      'back-key-entry-page.android-low.chromium-80.failure.png',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const driver = engineDriver({
      page: page(async () => png),
      requests: async () => [],
      noScreenshots: 'not compared',
      failureFile: file,
      ...noWorkerSteps,
    });
    expect(await driver.capture?.()).toBe(file);
    expect(readFileSync(file)).toEqual(png);
  });

  it('is left out, not faked, when the engine cannot take one', async () => {
    const driver = engineDriver({
      page: page(() => Promise.reject(new Error('webkit: no screenshots'))),
      requests: async () => [],
      noScreenshots: 'not compared',
      ...noWorkerSteps,
    });
    expect(await driver.capture?.()).toBeUndefined();
    expect(existsSync(join(dir, 'none.png'))).toBe(false);
  });
});
