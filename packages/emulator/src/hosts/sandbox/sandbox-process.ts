import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ownGroup, releaseGroup } from '@hybrid-loan/engines';
import { repoRoot } from '../paths';

export interface SandboxProcess {
  url: string;
  stop(): Promise<void>;
}

const MAX_RESTARTS = 5;

export type SandboxMode = 'dist' | 'dev' | 'dist-or-dev';

function spawnServer(wanted: SandboxMode, port: number, distRoot?: string): ChildProcess {
  const root = repoRoot();
  // For the API alone either mode does; --dist starts faster but needs packages/web/dist.
  const mode = distRoot
    ? 'dist'
    : wanted !== 'dist-or-dev'
      ? wanted
      : existsSync(join(root, 'packages', 'web', 'dist', 'index.html'))
        ? 'dist'
        : 'dev';
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join('packages', 'web', 'sandbox', 'server.ts'),
      `--${mode}`,
      '--port',
      String(port),
      ...(distRoot ? ['--dist-root', distRoot] : []),
    ],
    // Its own process group: tsx runs the server in a grandchild, and stopping the group stops both.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // Owned: the group ends with this process also on a signal or SIGKILL (see @hybrid-loan/engines).
  if (child.pid !== undefined) ownGroup(child.pid);
  return child;
}

/** Signals the server's whole process group (tsx and the node process it runs). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already (ESRCH).
  }
}

/** Resolves once no process of the child's group is left, or after `ms` (a zombie nobody reaps). */
async function groupGone(child: ChildProcess, ms: number): Promise<void> {
  if (child.pid === undefined) return;
  for (const end = Date.now() + ms; Date.now() < end; ) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

const live = new Set<ChildProcess>();
// A last guard: whatever way this process ends, no sandbox server outlives it.
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

/** Resolves with the URL the server prints in its SANDBOX_READY line. */
function whenReady(child: ChildProcess, log: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('the sandbox server did not start within 60 s')),
      60_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      killGroup(child, 'SIGTERM');
      reject(new Error(`${error.message}\n${log.text.slice(-2000)}`));
    };
    const onExit = (code: number | null) => fail(new Error(`the sandbox server exited (${code})`));
    child.on('exit', onExit);
    child.stderr?.on('data', (d: Buffer) => {
      log.text += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      log.text += d.toString();
      const match = /SANDBOX_READY (\{.*\})/.exec(log.text);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve((JSON.parse(match[1]) as { url: string }).url);
    });
  });
}

/**
 * Starts the web app on its sandbox backend as a child process (`--dist`: the production build;
 * `--dev`: Vite) and resolves with its URL once it prints SANDBOX_READY. A server that dies under
 * a run (a dist rebuilt under it, say) is restarted on the same port and says why.
 */
export async function startSandbox(
  mode: SandboxMode = 'dist',
  port = 0,
  /** The build it serves in dist mode (default packages/web/dist): the emulator's own. */
  distRoot?: string,
): Promise<SandboxProcess> {
  let log = { text: '' };
  let child = spawnServer(mode, port, distRoot);
  live.add(child);
  const url = await whenReady(child, log);
  const actualPort = Number(new URL(url).port);
  let stopping = false;
  let restarts = 0;
  const watch = (c: ChildProcess) =>
    c.on('exit', (code, signal) => {
      live.delete(c);
      if (stopping) return;
      process.stderr.write(
        `emulator: the sandbox server exited (${code ?? signal}); ${log.text.slice(-1500)}\n`,
      );
      if (restarts >= MAX_RESTARTS) return;
      restarts += 1;
      log = { text: '' };
      child = spawnServer(mode, actualPort, distRoot);
      live.add(child);
      watch(child);
      whenReady(child, log).catch((error: Error) =>
        process.stderr.write(`emulator: restart failed: ${error.message}\n`),
      );
    });
  watch(child);
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => {
          // tsx's own child may still be closing: the group gets the last word, and stop resolves
          // only once it is gone, so its port is free for whoever starts next.
          killGroup(child, 'SIGKILL');
          void groupGone(child, 3000).then(() => {
            if (child.pid !== undefined) releaseGroup(child.pid);
            done();
          });
        });
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 3000).unref();
      }),
  };
}
