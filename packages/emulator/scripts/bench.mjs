// Replays the whole scenario suite headless and prints each scenario's time and the total.
// Goal: the whole suite in at most 60 s on a 2-core machine.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { replayCommand } = await import('../src/hosts/headless/replay-command.ts');
const args = process.argv.slice(2);
const shardAt = args.indexOf('--shard');
const { results, totalMs } = await replayCommand({
  paths: [join(root, 'scenarios')],
  outDir: join(root, 'reports', 'bench'),
  ...(shardAt >= 0 ? { shard: args[shardAt + 1] } : {}),
  print: () => undefined,
});
const width = Math.max(8, ...results.map((r) => r.name.length));
console.log(`${'scenario'.padEnd(width)}  ${'device'.padEnd(14)}  result  seconds`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(14)}  ------  -------`);
for (const r of results) {
  console.log(
    `${r.name.padEnd(width)}  ${r.device.padEnd(14)}  ${(r.ok ? 'pass' : 'FAIL').padEnd(6)}  ${(r.durationMs / 1000).toFixed(2).padStart(7)}`,
  );
}
const sum = results.reduce((s, r) => s + r.durationMs, 0);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(14)}  ------  -------`);
console.log(
  `${'sum of scenarios'.padEnd(width)}  ${''.padEnd(14)}  ${''.padEnd(6)}  ${(sum / 1000).toFixed(2).padStart(7)}`,
);
console.log(
  `${'wall clock (suite)'.padEnd(width)}  ${''.padEnd(14)}  ${''.padEnd(6)}  ${(totalMs / 1000).toFixed(2).padStart(7)}`,
);
console.log(totalMs <= 60_000 ? 'within the 60 s goal' : 'OVER the 60 s goal');
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
