// Runs every workspace's `test` script, in two lanes side by side: the emulator's (its engine
// lanes and grid comparison, about half the suite, mostly waiting on browsers and on the product's
// own timeouts) beside all the others one after another (the web's browser tests the largest).
// One after the other, the suite left one of two cores idle for half its time.
//   node scripts/run-workspace-tests.mjs            (what `npm test` runs after the root checks)
// While both lanes run, each output line carries its workspace's name (`[web] `, `[emulator] `).
// Each part runs in a process group of its own: on SIGINT, SIGTERM or SIGHUP every running group
// gets the signal (SIGKILL after a grace period), so nothing a test started outlives the run; a
// part that ends has whatever it left behind in its group killed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GRACE_MS = 10_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A part: one command, run in a folder, its lines prefixed with `label`. */
/** @typedef {{ label: string, cwd: string, argv: string[] }} Part */

/** The workspaces with a `test` script: the emulator in a lane of its own, the rest in order. */
export function workspaceLanes(npm) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const parts = workspaces
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.test)
    .map(({ dir }) => ({
      label: dir.split('/').pop(),
      cwd: join(root, dir),
      argv: [...npm, 'run', '--silent', 'test'],
    }));
  return [
    parts.filter((p) => p.label !== 'emulator'),
    parts.filter((p) => p.label === 'emulator'),
  ].filter((lane) => lane.length > 0);
}

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signalGroup = (pgid, signal) => {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Gone already.
  }
};

/** Writes a stream's lines to `write`, each with `prefix` (the last partial line at the end). */
function prefixLines(stream, prefix, write) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) write(`${prefix}${rest}\n`);
  });
}

/**
 * Runs the lanes side by side, each lane's parts one after another (every part runs whatever an
 * earlier one did). Resolves with each part's result; `stop(signal)` ends every running part's
 * process group and runs no further part.
 */
export function runLanes(lanes, { stdout = process.stdout, stderr = process.stderr } = {}) {
  const running = new Set();
  let stopped;
  const prefixed = lanes.length > 1;
  const runPart = (part) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(part.argv[0], part.argv.slice(1), {
        cwd: part.cwd,
        stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'],
        detached: true,
      });
      if (prefixed) {
        prefixLines(child.stdout, `[${part.label}] `, (s) => stdout.write(s));
        prefixLines(child.stderr, `[${part.label}] `, (s) => stderr.write(s));
      }
      running.add(child);
      child.on('error', (error) =>
        stderr.write(`could not start ${part.label}: ${error.message}\n`),
      );
      child.on('close', (code, signal) => {
        running.delete(child);
        if (child.pid) signalGroup(child.pid, 'SIGKILL');
        resolve({ label: part.label, code: code ?? 1, signal, ms: Date.now() - started });
      });
    });
  const results = [];
  const done = Promise.all(
    lanes.map(async (lane) => {
      for (const part of lane) {
        if (stopped) return;
        results.push(await runPart(part));
      }
    }),
  ).then(() => results);
  const stop = async (signal) => {
    stopped = signal;
    const groups = [...running].map((c) => c.pid).filter(Boolean);
    for (const pgid of groups) signalGroup(pgid, signal);
    for (const end = Date.now() + GRACE_MS; Date.now() < end && groups.some(alive); )
      await new Promise((r) => setTimeout(r, 50));
    for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
  };
  return { done, stop };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report(lanes, results, interrupted) {
  console.log('\nworkspace tests:');
  for (const part of lanes.flat()) {
    const r = results.find((x) => x.label === part.label);
    const state = !r
      ? interrupted
        ? 'not run (interrupted)'
        : 'not run'
      : r.code === 0
        ? 'passed'
        : r.signal
          ? `stopped (${r.signal})`
          : `FAILED (exit ${r.code})`;
    console.log(`  ${state.padEnd(22)} ${part.label}${r ? `  ${seconds(r.ms)}` : ''}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The npm that started this runner (npm_execpath), else the one on the PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const lanes = workspaceLanes(npm);
  console.log(
    `\n── workspace tests, side by side: ${lanes.map((l) => l.map((p) => p.label).join(' → ')).join('  |  ')}`,
  );
  const run = runLanes(lanes);
  let interrupted;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = signal;
      console.error(`\nworkspace tests: ${signal}: stopping every running part`);
      void run.stop(signal);
    });
  }
  const results = await run.done;
  report(lanes, results, interrupted);
  if (interrupted)
    process.exit(128 + (interrupted === 'SIGINT' ? 2 : interrupted === 'SIGTERM' ? 15 : 1));
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length)
    console.log(`\nworkspace tests failed: ${failed.map((r) => r.label).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}
