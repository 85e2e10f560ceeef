// `npm run bench` stopped by a signal (the SIGTERM of `timeout`, Ctrl-C's SIGINT) or killed leaves
// no Chromium and no helper running: the bench's browser start-up, signalled while it runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { descendants, type Proc, stillRunning } from '@hybrid-loan/engines/testing';
import { describe, expect, it, onTestFinished } from 'vitest';

const OWNER = join(import.meta.dirname, 'testing', 'browsers-owner.ts');
const TSX = fileURLToPath(import.meta.resolve('tsx'));

async function until<T>(what: string, check: () => T | undefined, ms: number): Promise<T> {
  for (const end = Date.now() + ms; ; ) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each([['SIGTERM'], ['SIGINT'], ['SIGKILL']] as const)('a bench ended by %s', (signal) => {
  it('leaves none of the browsers and helpers it started', async () => {
    const owner: ChildProcess = spawn(process.execPath, ['--import', TSX, OWNER], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    owner.stdout?.on('data', (d: Buffer) => {
      out += d;
    });
    owner.stderr?.on('data', (d: Buffer) => {
      out += d;
    });
    let started: Proc[] = [];
    // Whatever happens below, nothing of this test outlives it.
    onTestFinished(() => {
      if (owner.exitCode === null && owner.signalCode === null) owner.kill('SIGKILL');
      for (const p of stillRunning(started)) process.kill(p.pid, 'SIGKILL');
    });
    const exited = once(owner, 'exit');
    const ready = await until(
      'both Chromiums to start',
      () => /READY (\d+) (\d+)/.exec(out) ?? undefined,
      90_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${out}`);
    });
    const browsers = [Number(ready[1]), Number(ready[2])];
    // Each Chromium with the renderers and helpers it runs by now (a browser starts a zygote, a
    // GPU and a network process before its DevTools port answers).
    started = await until(
      'the Chromiums and their helpers',
      () => {
        const below = descendants(owner.pid as number);
        const chromes = below.filter((p) => browsers.includes(p.pid));
        return chromes.length === 2 && below.length > 4 ? below : undefined;
      },
      30_000,
    );
    owner.kill(signal);
    const [code, by] = (await exited) as [number | null, string | null];
    // The signal still ends it, the way it ends any process (no handler swallows it).
    expect(by ?? code).toBe(signal);
    const left = await until(
      'the browsers and helpers to end',
      () => (stillRunning(started).length === 0 ? [] : undefined),
      15_000,
    ).catch(() => stillRunning(started));
    expect(left).toEqual([]);
  }, 180_000);
});
