import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirstSequencer } from './longest-first-sequencer';

const here = import.meta.dirname;
// Test files of this package as vitest hands them to a sequencer, on a clean clone (no durations
// cached: vitest orders by file size, largest first).
const spec = (file: string) =>
  ({
    moduleId: join(here, file),
    project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } },
  }) as unknown as TestSpecification;
const noCache = { cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest;

describe('LongestFirstSequencer', () => {
  it('starts the QA scenarios first, then the rest in vitest order (largest first)', async () => {
    const files = ['grid.test.ts', 'scenarios.test.ts', 'panel-field.test.ts', 'panel.test.ts'];
    const order = await new LongestFirstSequencer(noCache).sort(files.map(spec));
    const names = order.map((s) => s.moduleId.slice(here.length + 1));
    expect(names[0]).toBe('scenarios.test.ts');
    const rest = files.filter((f) => f !== 'scenarios.test.ts');
    const bySize = [...rest].sort(
      (a, b) => statSync(join(here, b)).size - statSync(join(here, a)).size,
    );
    expect(names.slice(1)).toEqual(bySize);
    // Without it, the scenarios' small file would not come first.
    expect(statSync(join(here, 'scenarios.test.ts')).size).toBeLessThan(
      statSync(join(here, bySize[0] as string)).size,
    );
  });
});
