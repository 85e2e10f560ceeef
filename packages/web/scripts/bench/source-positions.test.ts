// The real-tab Chromium's V8 with eager source positions: the choice, the flag, and, on Debian's
// Chromium through Playwright's DevTools session (Runtime on, as for every bench tab), that an
// Error made inside a function costs that function no second parse with it and does without.
import { describe, expect, it } from 'vitest';
import { launchBenchBrowser } from './bench-chromium';
import {
  EAGER_SOURCE_POSITIONS,
  type SourcePositions,
  sourcePositionsFlags,
  sourcePositionsNote,
  sourcePositionsOf,
} from './source-positions';

describe('source positions of the real-tab Chromium', () => {
  it('takes BENCH_SOURCE_POSITIONS as eager (the default) or lazy, and nothing else', () => {
    expect(sourcePositionsOf(undefined)).toBe('eager');
    expect(sourcePositionsOf('')).toBe('eager');
    expect(sourcePositionsOf('eager')).toBe('eager');
    expect(sourcePositionsOf('lazy')).toBe('lazy');
    expect(() => sourcePositionsOf('off')).toThrow(
      'BENCH_SOURCE_POSITIONS is eager or lazy, not off',
    );
  });

  it('passes V8 its flag only for eager, and the reports say which', () => {
    expect(sourcePositionsFlags('eager')).toEqual([EAGER_SOURCE_POSITIONS]);
    expect(sourcePositionsFlags('lazy')).toEqual([]);
    expect(sourcePositionsNote('eager')).toContain('BENCH_SOURCE_POSITIONS=lazy');
    expect(sourcePositionsNote('eager')).not.toBe(sourcePositionsNote('lazy'));
  });

  // As react-dom's client does while its module evaluates: Errors made inside a large function.
  const PAGE = `data:text/html,<script>${encodeURIComponent(
    `function factory(){var made=[];${Array.from({ length: 400 }, (_, i) => `var v${i}=function(a){return a*${i}+${i}};`).join('')}made.push(Error('one'),Error('two'));return made}window.done=factory().length`,
  )}</script>`;

  /** How often V8 parsed a function again for its source positions while the page loaded. */
  async function reparses(positions: SourcePositions): Promise<number> {
    const bench = await launchBenchBrowser(positions);
    try {
      const context = await bench.browser.newContext();
      const tab = await context.newPage();
      await bench.browser.startTracing(tab, { categories: ['disabled-by-default-v8.compile'] });
      await tab.goto(PAGE);
      await tab.waitForFunction(() => (window as unknown as { done?: number }).done === 2);
      const trace = JSON.parse((await bench.browser.stopTracing()).toString('utf8')) as {
        traceEvents: { name: string }[];
      };
      await context.close();
      return trace.traceEvents.filter((e) => e.name === 'V8.CollectSourcePositions').length;
    } finally {
      await bench.close();
    }
  }

  it('makes V8 parse nothing again for the DevTools session, which lazy positions do', async () => {
    // Lazy first: it proves the page does make V8 collect positions under Playwright's session.
    expect(await reparses('lazy')).toBeGreaterThan(0);
    expect(await reparses('eager')).toBe(0);
  }, 60_000);
});
