// Replays the whole scenario suite headless on each engine in turn (one engine at a time, so each
// time is that engine's alone) and prints a table per engine and one line per engine at the end.
// Goal: the whole suite in at most 60 s per engine on a 2-core machine.
//   node scripts/bench.mjs [--engine name] [--shard i/n]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { replayCommand } = await import('../src/hosts/headless/replay-command.ts');
const { startWebApp } = await import('../src/hosts/sandbox/web-app.ts');
const { ENGINE_NAMES } = await import('@hybrid-loan/engines');
const args = process.argv.slice(2);
const flag = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const engines = flag('--engine') ? [flag('--engine')] : ENGINE_NAMES;
const app = await startWebApp(() => undefined);
const summary = [];
try {
  for (const engine of engines) {
    const { results, totalMs } = await replayCommand({
      paths: [join(root, 'scenarios')],
      outDir: join(root, 'reports', 'bench', engine),
      baseUrl: app.url,
      engine,
      ...(flag('--shard') ? { shard: flag('--shard') } : {}),
      print: () => undefined,
    });
    const width = Math.max(8, ...results.map((r) => r.name.length));
    console.log(`\n${engine}: ${results[0]?.engine ?? ''}`);
    console.log(`${'scenario'.padEnd(width)}  ${'device'.padEnd(14)}  result  seconds`);
    for (const r of results) {
      const result = r.skipped ? 'skip' : r.ok ? 'pass' : 'FAIL';
      console.log(
        `${r.name.padEnd(width)}  ${r.device.padEnd(14)}  ${result.padEnd(6)}  ${(r.durationMs / 1000).toFixed(2).padStart(7)}`,
      );
    }
    const failed = results.filter((r) => !r.ok).length;
    const skipped = results.filter((r) => r.skipped).length;
    summary.push({
      engine,
      version: results[0]?.engine ?? '',
      totalMs,
      failed,
      skipped,
      n: results.length,
    });
  }
} finally {
  await app.stop();
}
console.log('\nengine        scenarios  failed  skipped  suite seconds  goal 60 s');
for (const s of summary) {
  console.log(
    `${s.engine.padEnd(12)}  ${String(s.n).padStart(9)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}  ${(s.totalMs / 1000).toFixed(1).padStart(13)}  ${s.totalMs <= 60_000 ? 'within' : 'OVER'}`,
  );
}
process.exitCode = summary.every((s) => s.failed === 0) ? 0 : 1;
