import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const RUNNER = join(import.meta.dirname, 'run-parts.mjs');
const dir = mkdtempSync(join(tmpdir(), 'run-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'parts',
    private: true,
    scripts: {
      fails: 'node -e "process.exit(3)"',
      passes: 'node -e "console.log(\'part ran\')"',
      // A part that starts helpers below it (two sleeps), as the browser tests start browsers.
      hangs: "sh -c 'sleep 300 & sleep 300 & wait'",
    },
  }),
);

function run(parts: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [RUNNER, ...parts], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => {
    text += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    text += d;
  });
  return { child, output: () => text };
}

/** The processes below `pid` (by parent id), from /proc. */
function below(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parent.set(Number(entry), Number(fields[1]));
    } catch {}
  }
  const found = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of parent)
      if (found.has(pp) && !found.has(p)) {
        found.add(p);
        grew = true;
      }
  }
  found.delete(pid);
  return [...found];
}

const running = (pids: number[]) =>
  pids.filter((pid) => {
    try {
      return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
    } catch {
      return false;
    }
  });

describe('run-parts', () => {
  it('runs every part after a failure, reports each, and fails at the end', async () => {
    const { child, output } = run(['fails', 'passes']);
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('part ran');
    expect(output()).toMatch(/FAILED \(exit 3\)\s+fails/);
    expect(output()).toMatch(/passed\s+passes/);
    expect(output()).toContain('web tests failed: fails');
  });

  it('passes when every part passes', async () => {
    const { child } = run(['passes', 'passes']);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s stops everything the running part started',
    async (signal) => {
      const { child, output } = run(['hangs', 'passes']);
      let started: number[] = [];
      for (const end = Date.now() + 60_000; Date.now() < end; ) {
        started = below(child.pid as number);
        if (
          started.filter((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').startsWith('sleep'))
            .length >= 2
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(started.length).toBeGreaterThanOrEqual(2);
      child.kill(signal);
      const [code] = await once(child, 'exit');
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(output()).toMatch(/not run \(interrupted\)\s+passes/);
      let left = running(started);
      for (const end = Date.now() + 10_000; left.length && Date.now() < end; ) {
        await new Promise((r) => setTimeout(r, 100));
        left = running(started);
      }
      for (const pid of left) process.kill(pid, 'SIGKILL');
      expect(left).toEqual([]);
    },
  );
});
