// Maps the frames of field reports (`assets/index-abc.js:1:2345`) back to source with the build's
// source maps, which the build writes to packages/web/build-maps/ (outside dist: never deployed).
// Usage: npx tsx scripts/map-field-report.ts <reports.json> [--maps <dir>]
// The JSON may be a batch as the pages send it, one report, or the sandbox's `{ reports }` answer;
// the maps must be those of the build that sent the reports (its `context.build`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { MAPS_DIR } from './build/source-maps.ts';

const FRAME = /^(.+):(\d+):(\d+)$/;

/** One frame in source terms (`src/app/start.tsx:42:7 (start)`), or the frame as it was. */
export function mapFrame(
  frame: string,
  mapsDir: string,
  cache = new Map<string, SourceMapConsumer | null>(),
): string {
  const place = FRAME.exec(frame);
  if (!place) return frame;
  const [, file = '', line, column] = place;
  if (!cache.has(file)) {
    const mapFile = join(mapsDir, `${file}.map`);
    cache.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  const consumer = cache.get(file);
  if (!consumer) return `${frame} (no source map)`;
  const original = consumer.originalPositionFor({ line: Number(line), column: Number(column) - 1 });
  if (!original.source) return `${frame} (not in the map)`;
  const source = original.source.replace(/^(\.\.\/)+/, '');
  return `${source}:${original.line}:${(original.column ?? 0) + 1}${original.name ? ` (${original.name})` : ''}`;
}

/** The reports of a batch, of a sandbox answer, or the one report given. */
function reportsIn(json: unknown): Array<Record<string, unknown>> {
  const reports = (json as { reports?: unknown }).reports;
  return Array.isArray(reports) ? reports : [json as Record<string, unknown>];
}

export function mapReports(json: unknown, mapsDir: string): string[] {
  const cache = new Map<string, SourceMapConsumer | null>();
  return reportsIn(json).map((report) => {
    const head = `${report.type} on ${report.page}: ${report.message ?? report.code ?? report.cause ?? ''}`;
    const frames = Array.isArray(report.frames) ? (report.frames as string[]) : [];
    return [head, ...frames.map((f) => `    at ${mapFrame(f, mapsDir, cache)}`)].join('\n');
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const mapsAt = args.indexOf('--maps');
  const mapsDir = mapsAt >= 0 ? resolve(args[mapsAt + 1] ?? '') : MAPS_DIR;
  const input = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--maps');
  if (!input) {
    console.error('Usage: npx tsx scripts/map-field-report.ts <reports.json> [--maps <dir>]');
    process.exit(1);
  }
  for (const text of mapReports(JSON.parse(readFileSync(input, 'utf8')), mapsDir))
    console.log(text);
}
