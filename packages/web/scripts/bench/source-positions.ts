// The real-tab parts' V8 (repeat, offline and package opens, taps): source positions made while a
// function compiles, not afterwards. Playwright drives a tab through a DevTools session with the
// Runtime domain on, and with it on V8 records a detailed stack (line and column of every frame)
// for every Error created. React's client creates three while its module evaluates. V8 normally
// compiles without source positions and makes them on demand by parsing the function again:
// for those three stacks it parsed react-dom's whole factory and the shell's module body once more,
// 130-180 ms at 4x CPU on the way to every open's first render. A phone's WebView has no DevTools
// session and never pays it. Side by side on one build: docs/performance-history.md (2026-12-03).

/** How the real-tab parts' V8 makes source positions: `eager` (the default) or `lazy` (as before). */
export type SourcePositions = 'eager' | 'lazy';

/** `BENCH_SOURCE_POSITIONS`'s value: `eager` (the default) or `lazy` (V8's own, to compare). */
export function sourcePositionsOf(value: string | undefined): SourcePositions {
  if (value === undefined || value === '' || value === 'eager') return 'eager';
  if (value === 'lazy') return 'lazy';
  throw new Error(`BENCH_SOURCE_POSITIONS is eager or lazy, not ${value}`);
}

/** What this process's real-tab Chromium runs with. */
export const BENCH_SOURCE_POSITIONS = sourcePositionsOf(process.env.BENCH_SOURCE_POSITIONS);

/** V8's flag: positions are made by the compiler, so no stack ever needs a second parse. */
export const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';

/** The Chromium flags for that choice. */
export function sourcePositionsFlags(positions: SourcePositions): string[] {
  return positions === 'eager' ? [EAGER_SOURCE_POSITIONS] : [];
}

/** The reports' words for it. */
export function sourcePositionsNote(positions: SourcePositions): string {
  return positions === 'eager'
    ? "V8 making source positions while compiling, so the DevTools session's stacks parse nothing again (`BENCH_SOURCE_POSITIONS=lazy`: as before 2026-12-03)"
    : "V8's lazy source positions, reparsed for the DevTools session's stacks (`BENCH_SOURCE_POSITIONS=lazy`)";
}
