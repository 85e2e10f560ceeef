import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PACKAGE_ROOT, repoRoot } from '../src/hosts/paths';

const started: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server behind: the whole group goes.
  for (const child of started)
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
});

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/**
 * A port whose next one is free too (the app proxy takes port + 1), below the kernel's ephemeral
 * range (32768 and up), where the browsers' own outgoing connections would otherwise take port + 1.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await canListen(port)) && (await canListen(port + 1))) return port;
  }
}

const isOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Every process still in the group (npm, tsx, the emulator; the sandbox has its own group). */
function processesOf(pgid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** The sandbox servers started by a process of this group (they run in groups of their own). */
function sandboxGroupsOf(pgid: number): number[] {
  const ours = new Set(processesOf(pgid).map((l) => l.trim().split(/\s+/)[0]));
  return execFileSync('ps', ['-o', 'pid=,ppid=,pgid=,args=', '-e'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([, ppid, , ...args]) => ours.has(ppid) && args.join(' ').includes('sandbox/server.ts'))
    .map(([, , group]) => Number(group));
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

function waitForLine(child: ChildProcess, out: { text: string }, pattern: RegExp, ms: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; output:\n${out.text}`)), ms);
    const check = () => {
      if (!pattern.test(out.text)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`exited early (${child.exitCode}); output:\n${out.text}`));
    });
  });
}

it('npm start prints the panel first and a signed-in borrower, and SIGTERM closes every port', async () => {
  const port = await freePort();
  // Its own process group, like a terminal's job: what SIGTERM leaves behind shows up in ps -g.
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: repoRoot(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: '' },
  });
  started.push(child);
  const out = { text: '' };
  child.stdout?.on('data', (d: Buffer) => {
    out.text += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out.text += d.toString();
  });
  await waitForLine(child, out, /emulator: ready/, 150_000);

  const urls = [...out.text.matchAll(/http:\/\/127\.0\.0\.1:\d+\/\S*/g)].map((m) => m[0]);
  const printed = out.text.slice(out.text.indexOf('Emulator panel'));
  // The panel comes first, on the port asked for; then the borrower, signed in, on loan details.
  expect(printed.split('\n')[0]).toBe(`Emulator panel   http://127.0.0.1:${port}/`);
  const borrower = urls.find((u) => u.includes('#/loanDetails'));
  expect(borrower).toMatch(/[?&]token=sample-token(&|$)/);
  expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true);
  const config = (await (await fetch(`http://127.0.0.1:${port}/api/config`)).json()) as {
    entry: string;
    identity: { token: string };
    sandboxUrl: string;
  };
  expect(config.entry).toMatch(/^\/loanDetails\?/);
  expect(config.identity.token).toBe('sample-token');
  const ports = [
    port,
    Number(new URL(borrower as string).port),
    Number(new URL(config.sandboxUrl).port),
  ];
  for (const p of ports) expect(await isOpen(p)).toBe(true);
  const sandboxGroups = sandboxGroupsOf(child.pid as number);
  expect(sandboxGroups.length).toBe(1);

  process.kill(child.pid as number, 'SIGTERM');
  await new Promise((done) => child.once('exit', done));
  // Give the groups a moment to finish closing after npm itself exited (a loaded CI machine).
  const closing = () => processesOf(child.pid as number).length || sandboxGroups.some(groupAlive);
  for (let i = 0; i < 40 && closing(); i++) await new Promise((r) => setTimeout(r, 250));
  expect(processesOf(child.pid as number)).toEqual([]);
  for (const p of ports) expect(await isOpen(p), `port ${p} still open`).toBe(false);
  expect(sandboxGroups.filter(groupAlive)).toEqual([]);
}, 200_000);

it('a taken panel port is refused at once with what to do', async () => {
  const blocker = createServer();
  await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
  const { port } = blocker.address() as { port: number };
  try {
    const child = spawn(
      join(repoRoot(), 'node_modules', '.bin', 'tsx'),
      ['src/cli.ts', 'open', '--sample', '--no-open', '--port', String(port)],
      { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    started.push(child);
    let text = '';
    child.stdout?.on('data', (d: Buffer) => {
      text += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      text += d.toString();
    });
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(text).toContain(`port ${port} is taken`);
    expect(text).toContain(`--port ${port + 2}`);
  } finally {
    blocker.close();
  }
}, 60_000);
