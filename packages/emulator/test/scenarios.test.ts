import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { replayCommand } from '../src/hosts/headless/replay-command';
import { PACKAGE_ROOT, REPORTS_DIR } from '../src/hosts/paths';

it('replays every QA scenario headless', async () => {
  const lines: string[] = [];
  const { results } = await replayCommand({
    paths: [join(PACKAGE_ROOT, 'scenarios')],
    baseUrl: inject('sandboxUrl'),
    outDir: join(REPORTS_DIR, 'replay'),
    // One more attempt for a scenario that fails on a loaded machine; the line says so.
    retries: 1,
    print: (line) => lines.push(line),
  });
  console.log(lines.join('\n'));
  expect(results.length).toBeGreaterThan(0);
  expect(
    results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}\n${r.comparison?.diff ?? ''}`),
  ).toEqual([]);
}, 420_000);
