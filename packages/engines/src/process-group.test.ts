import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { spawnOwned } from './process-group';
import { descendants, stillRunning } from './testing/process-tree';

const until = async <T>(what: string, check: () => T | undefined, ms = 20_000): Promise<T> => {
  for (const end = Date.now() + ms; ; ) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const TREE = ['-c', 'sleep 300 & sleep 300 & wait'];

/**
 * Waits until both grandchildren of TREE run `sleep`: the shell forks a copy of itself for each,
 * still named `sh` until it execs `sleep`, so two descendants alone do not mean they started.
 */
const twoSleeps = (pid: number) =>
  until('two running sleeps', () => {
    const sleeps = descendants(pid).filter((p) => p.name === 'sleep');
    return sleeps.length === 2 ? sleeps : undefined;
  });

describe('process groups', () => {
  it('a plain kill leaves the grandchildren running (what the groups are for)', async () => {
    const child = spawn('sh', TREE, { stdio: 'ignore' });
    const below = await twoSleeps(child.pid as number);
    child.kill();
    await once(child, 'exit');
    const left = stillRunning(below);
    for (const p of left) process.kill(p.pid, 'SIGKILL');
    expect(left.map((p) => p.name)).toEqual(['sleep', 'sleep']);
  });

  it('stop() ends the whole group', async () => {
    const owned = spawnOwned('sh', TREE, { stdio: 'ignore' });
    const below = await twoSleeps(owned.child.pid as number);
    await owned.stop(1000);
    expect(stillRunning(below)).toEqual([]);
  });
});

const OWNER = fileURLToPath(new URL('./testing/engine-owner.ts', import.meta.url));
const TSX = fileURLToPath(import.meta.resolve('tsx'));

/** Starts the owner with its engines; resolves with it and everything it started. */
async function startOwner(engines: string[]) {
  const owner: ChildProcess = spawn(process.execPath, ['--import', TSX, OWNER, ...engines], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  owner.stdout?.on('data', (d: Buffer) => {
    out += d;
  });
  owner.stderr?.on('data', (d: Buffer) => {
    out += d;
  });
  await until(
    `the engines ${engines.join(', ')} to start (${out})`,
    () => out.includes('READY'),
    150_000,
  ).catch((error: Error) => {
    owner.kill('SIGKILL');
    throw error;
  });
  return { owner, started: descendants(owner.pid as number) };
}

// What a lane starts ends with the process that started it, however that process ends: the
// issue saw two WebKitWebDriver, two MiniBrowser and an Xvfb left after a timed-out lane.
describe.each([['SIGTERM'], ['SIGINT'], ['SIGKILL']] as const)('an owner ended by %s', (signal) => {
  it('leaves none of the processes its engines started', async () => {
    const engines =
      signal === 'SIGKILL' ? ['webkit', 'chromium-80', 'chromium'] : ['webkit', 'chromium-80'];
    const { owner, started } = await startOwner(engines);
    // Whatever happens below, the owner itself does not outlive the test.
    onTestFinished(() => {
      if (owner.exitCode === null && owner.signalCode === null) owner.kill('SIGKILL');
    });
    const names = new Set(started.map((p) => p.name));
    expect([...names]).toEqual(expect.arrayContaining(['Xvfb', 'WebKitWebDriver', 'MiniBrowser']));
    const exited = once(owner, 'exit');
    owner.kill(signal);
    const [code, by] = (await Promise.race([
      exited,
      new Promise((r) => setTimeout(r, 20_000, ['still running', null])),
    ])) as [number | string | null, string | null];
    // The signal still ends the owner (no handler of ours swallows it).
    expect(by ?? code).toBe(signal);
    const left = await until(
      'the started processes to end',
      () => {
        const running = stillRunning(started);
        return running.length === 0 ? running : undefined;
      },
      15_000,
    ).catch(() => stillRunning(started));
    for (const p of left) process.kill(p.pid, 'SIGKILL');
    expect(left).toEqual([]);
  }, 240_000);
});
