import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_ONLY_FILE, devOnlyFailures, isDevOnly } from './dev-only-check.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dist(devOnly: Record<string, string[]> | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-only-'));
  made.push(dir);
  if (devOnly) {
    mkdirSync(dirname(join(dir, DEV_ONLY_FILE)), { recursive: true });
    writeFileSync(join(dir, DEV_ONLY_FILE), JSON.stringify(devOnly));
  }
  return dir;
}

describe('the production build ships nothing of the sandbox', () => {
  it("knows the sandbox's machinery, each feature's fake backend, the request guard and msw", () => {
    for (const id of [
      '/repo/packages/web/sandbox/route.ts',
      '/repo/packages/web/src/features/loan-details/sandbox/handlers.ts',
      '/repo/packages/web/src/features/complaint/sandbox/fixtures.ts',
      '/repo/packages/dev-server/src/guard.ts',
      '/repo/node_modules/msw/lib/core/index.mjs',
      'C:\\repo\\packages\\web\\src\\features\\repay\\sandbox\\handlers.ts',
    ])
      expect(isDevOnly(id), id).toBe(true);
    for (const id of [
      '/repo/packages/web/src/features/loan-details/loan-details-page.tsx',
      '/repo/packages/web/src/lib/http/client.ts',
      '/repo/packages/web/src/features/repay/api/get-instalment-plan.ts',
      '/repo/node_modules/react-dom/cjs/react-dom.production.js',
    ])
      expect(isDevOnly(id), id).toBe(false);
  });

  it('fails a build that holds one, naming the chunk and the module, and a build without the list', () => {
    expect(devOnlyFailures(dist({}))).toEqual([]);
    expect(
      devOnlyFailures(
        dist({
          'assets/repay-page.js': ['/repo/packages/web/src/features/repay/sandbox/handlers.ts'],
        }),
      ),
    ).toEqual([
      'assets/repay-page.js holds /repo/packages/web/src/features/repay/sandbox/handlers.ts: the sandbox and its tools are never shipped',
    ]);
    expect(devOnlyFailures(dist(null))[0]).toContain('is missing');
  });
});
