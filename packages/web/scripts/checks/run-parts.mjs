// Runs the package's test parts (npm scripts named on the command line) one after another: every
// part runs whatever an earlier one did, each is reported, and the exit code fails at the end if
// any failed. A flaky unit test no longer hides the browser tests, the size or the floor check.
//   node scripts/checks/run-parts.mjs <script> [<script>...]
// Each part runs in a process group of its own: on SIGINT, SIGTERM or SIGHUP the part's whole
// group gets the signal (SIGKILL after a grace period), so nothing it started outlives the run.
import { spawn } from 'node:child_process';

const GRACE_MS = 10_000;
const parts = process.argv.slice(2);
if (parts.length === 0) {
  console.error('usage: node scripts/checks/run-parts.mjs <npm script> [<npm script>...]');
  process.exit(2);
}

// The npm that started this runner (npm_execpath), else the one on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

const results = [];
let current;
let interrupted;

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

function runPart(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm[0], [...npm.slice(1), 'run', '--silent', name], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    current = child;
    child.on('error', (error) => {
      console.error(`run-parts: could not start ${name}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      current = undefined;
      // A part that ended leaves nothing behind in its group (a helper it started and forgot).
      if (child.pid) signalGroup(child.pid, 'SIGKILL');
      resolve({ name, code: code ?? 1, signal, ms: Date.now() - started });
    });
  });
}

async function stopCurrent(signal) {
  const child = current;
  if (!child?.pid) return;
  const pgid = child.pid;
  signalGroup(pgid, signal);
  for (const end = Date.now() + GRACE_MS; Date.now() < end && alive(pgid); )
    await new Promise((r) => setTimeout(r, 50));
  signalGroup(pgid, 'SIGKILL');
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report() {
  console.log('\nweb test parts:');
  for (const part of parts) {
    const r = results.find((x) => x.name === part);
    const state = !r
      ? interrupted
        ? 'not run (interrupted)'
        : 'not run'
      : r.code === 0
        ? 'passed'
        : r.signal
          ? `stopped (${r.signal})`
          : `FAILED (exit ${r.code})`;
    console.log(`  ${state.padEnd(22)} ${part}${r ? `  ${seconds(r.ms)}` : ''}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.error(`\nrun-parts: ${signal}: stopping ${current ? 'the running part' : 'the run'}`);
    void stopCurrent(signal).then(() => {
      report();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  });
}

for (const [i, part] of parts.entries()) {
  if (interrupted) break;
  console.log(`\n── web test part ${i + 1}/${parts.length}: ${part}`);
  const result = await runPart(part);
  if (interrupted) break;
  results.push(result);
}
if (!interrupted) {
  report();
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) console.log(`\nweb tests failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}
