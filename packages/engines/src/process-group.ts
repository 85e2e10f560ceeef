import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(…)`: a test environment such as jsdom replaces the global URL with one
// node:url does not take, and the reaper must start wherever the groups are owned from.
const REAPER = join(dirname(fileURLToPath(import.meta.url)), 'reaper.mjs');

/**
 * Process groups this process started and has not stopped yet. Each long-lived helper (Xvfb,
 * WebKitWebDriver and the MiniBrowser it starts, a browser, a server) runs in a group of its own,
 * so one signal reaches everything it started, and whatever way this process ends, the groups end
 * with it: on exit, on SIGINT/SIGTERM/SIGHUP, and through a reaper process even on SIGKILL.
 */
const owned = new Set<number>();
let reaper: ChildProcess | undefined;
let hooked = false;

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: nothing left in the group.
  }
}

function killAll(): void {
  for (const pgid of owned) signalGroup(pgid, 'SIGKILL');
  owned.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  // Ours was the only handler: end the way the signal would have ended this process.
  process.off(signal, onSignal);
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function tellReaper(line: string): void {
  if (!reaper) {
    // A small watchdog in its own group: when this process's end closes the pipe (even SIGKILL),
    // it kills the groups still listed. It holds nothing open, so it never keeps this process up.
    reaper = spawn(process.execPath, [REAPER], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    reaper.unref();
    (reaper.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    reaper.stdin?.on('error', () => undefined);
  }
  reaper.stdin?.write(`${line}\n`);
}

function hook(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
}

/** Takes charge of a process group already started (`detached: true`): it ends with this process. */
export function ownGroup(pgid: number): void {
  hook();
  owned.add(pgid);
  tellReaper(`+${pgid}`);
}

/** Forgets a group once it is gone (its ids may be reused). */
export function releaseGroup(pgid: number): void {
  owned.delete(pgid);
  if (reaper) tellReaper(`-${pgid}`);
}

/** Whether any process of the group is still there. */
export function groupAlive(pgid: number): boolean {
  return signalGroup(pgid, 0);
}

/**
 * Stops a group: SIGTERM to every process in it, then SIGKILL to what is left after `graceMs`;
 * resolves once the group is empty.
 */
export async function stopGroup(pgid: number, graceMs = 3000): Promise<void> {
  signalGroup(pgid, 'SIGTERM');
  for (let end = Date.now() + graceMs; Date.now() < end && groupAlive(pgid); )
    await new Promise((r) => setTimeout(r, 25));
  signalGroup(pgid, 'SIGKILL');
  for (let end = Date.now() + 2000; Date.now() < end && groupAlive(pgid); )
    await new Promise((r) => setTimeout(r, 25));
  releaseGroup(pgid);
}

export interface OwnedProcess {
  child: ChildProcess;
  /** Stops the process and everything it started in its group (see `stopGroup`). */
  stop(graceMs?: number): Promise<void>;
}

/** Spawns `command` in a process group of its own, owned as `ownGroup` says. */
export function spawnOwned(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): OwnedProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid !== undefined) {
    try {
      ownGroup(pgid);
    } catch (error) {
      // Not owned is not left running: the caller never gets a handle to stop it.
      signalGroup(pgid, 'SIGKILL');
      throw error;
    }
  }
  return {
    child,
    stop: (graceMs) => (pgid === undefined ? Promise.resolve() : stopGroup(pgid, graceMs)),
  };
}
