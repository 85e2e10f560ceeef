// The closing lines of `.ci/run`: CI shows only a run's last lines, so they name each failed test
// (its package, and the first line of its error) before the vitest totals of every package added
// up. Plain Node (no dependency): it runs on whatever Node the machine started with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const MAX = 300;

/** The summary of a whole `npm test` output: failed tests (if any), then the totals line. */
export function summarize(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const failures = [];
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let where = '';
  let awaitingCause = false;
  for (const line of lines) {
    // Tests that failed with one error are listed one after another, the error once after them.
    if (line.startsWith(' FAIL  ')) {
      failures.push(`  ${where ? `${where}: ` : ''}${line.slice(7).trim().slice(0, MAX)}`);
      awaitingCause = true;
      continue;
    }
    if (awaitingCause && line.trim()) {
      failures.push(`      ${line.trim().slice(0, MAX)}`);
      awaitingCause = false;
    }
    const run = /^ +RUN +v\S+ +(\S+)/.exec(line);
    if (run) where = run[1].replace(/^.*\/packages\//, '').replace(/^.*\//, '');
    if (/^ +Tests +\d/.test(line))
      for (const [, count, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g))
        totals[kind] += Number(count);
  }
  const total = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
  return [...(failures.length ? ['failed tests:', ...failures] : []), total].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(summarize(readFileSync(process.argv[2], 'utf8')));
