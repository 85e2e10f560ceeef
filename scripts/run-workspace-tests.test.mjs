import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runLanes, workspaceLanes } from './run-workspace-tests.mjs';

const node = process.execPath;
const dirs = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A part running `code` with node. */
const part = (label, cwd, code) => ({ label, cwd, argv: [node, '-e', code] });

/** Collects what the runner writes. */
const sink = () => {
  const chunks = [];
  return { write: (s) => chunks.push(s), text: () => chunks.join('') };
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Writes its own mark, then waits (up to an outer deadline) for the other lane's: passes only
// when the two parts run at the same time.
const meetOther = (mine, other) => `
  const fs = require('node:fs');
  fs.writeFileSync(${JSON.stringify(mine)}, '');
  console.log('waiting for the other lane');
  const deadline = Date.now() + 30000;
  const t = setInterval(() => {
    if (fs.existsSync(${JSON.stringify(other)})) { clearInterval(t); console.log('met'); }
    else if (Date.now() > deadline) process.exit(3);
  }, 20);`;

describe('the workspace test runner', () => {
  it('puts the emulator in a lane of its own, every other workspace with a test script in the first', () => {
    const lanes = workspaceLanes(['npm']);
    expect(lanes.map((lane) => lane.map((p) => p.label))).toEqual([
      ['bridge-sdk', 'engines', 'dev-server', 'dev-contract', 'offline-package', 'web'],
      ['emulator'],
    ]);
    expect(lanes[0][0].argv).toEqual(['npm', 'run', '--silent', 'test']);
  });

  it('runs the lanes side by side, each line prefixed with its part', async () => {
    const dir = scratch();
    const [a, b] = [join(dir, 'a'), join(dir, 'b')];
    const out = sink();
    const run = runLanes(
      [[part('web', dir, meetOther(a, b))], [part('emulator', dir, meetOther(b, a))]],
      {
        stdout: out,
        stderr: sink(),
      },
    );
    const results = await run.done;
    expect(results.map((r) => [r.label, r.code]).sort()).toEqual([
      ['emulator', 0],
      ['web', 0],
    ]);
    expect(out.text()).toContain('[web] met\n');
    expect(out.text()).toContain('[emulator] met\n');
  });

  it('runs a lane on after a failing part and reports the failure', async () => {
    const dir = scratch();
    const run = runLanes(
      [
        [part('first', dir, 'process.exit(4)'), part('second', dir, 'console.log("ran")')],
        [part('other', dir, '')],
      ],
      { stdout: sink(), stderr: sink() },
    );
    const results = await run.done;
    expect(results.find((r) => r.label === 'first')?.code).toBe(4);
    expect(results.find((r) => r.label === 'second')?.code).toBe(0);
  });

  it('stops every running part with what it started, and runs no further part', async () => {
    const dir = scratch();
    const pids = [join(dir, 'one.pid'), join(dir, 'two.pid')];
    // Each part starts a child that would run for ever and writes its pid.
    const spawnsChild = (file) => `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      require('node:fs').writeFileSync(${JSON.stringify(file)}, String(child.pid));
      setInterval(() => {}, 1000);`;
    const later = join(dir, 'later');
    const run = runLanes(
      [
        [
          part('one', dir, spawnsChild(pids[0])),
          part('later', dir, `require('node:fs').writeFileSync(${JSON.stringify(later)}, '')`),
        ],
        [part('two', dir, spawnsChild(pids[1]))],
      ],
      { stdout: sink(), stderr: sink() },
    );
    await expect
      .poll(() => pids.every((f) => existsSync(f) && readFileSync(f, 'utf8') !== ''), {
        timeout: 30_000,
      })
      .toBe(true);
    const children = pids.map((f) => Number(readFileSync(f, 'utf8')));
    expect(children.every(alive)).toBe(true);
    await run.stop('SIGTERM');
    const results = await run.done;
    expect(results.map((r) => [r.label, r.signal]).sort()).toEqual([
      ['one', 'SIGTERM'],
      ['two', 'SIGTERM'],
    ]);
    await expect.poll(() => children.some(alive), { timeout: 15_000 }).toBe(false);
    expect(existsSync(later)).toBe(false);
  });
});
