import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/** A process started in its own group, its output in a log file. */
export interface GroupProcess {
  name: string;
  child: ChildProcess;
  log: string;
  /** Signals the whole group (the JVM and the drivers and browsers it started). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves once no process of the group is left, or after `ms`. */
  gone(ms: number): Promise<void>;
}

const live = new Set<GroupProcess>();
const cleanups = new Set<() => void>();

function killAll(): void {
  for (const p of live) p.signal('SIGKILL');
  for (const cleanup of cleanups) cleanup();
}

let armed = false;
/**
 * A last guard: whatever way this process ends (an exit, or a signal nobody else handles, as when
 * a test runner ends its worker), no grid process outlives it. A command that handles the signal
 * itself (`emulator grid`) stops the grid its own, gentler way.
 */
function arm(): void {
  if (armed) return;
  armed = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const handler = () => {
      if (process.listenerCount(signal) > 1) return;
      killAll();
      process.off(signal, handler);
      process.kill(process.pid, signal);
    };
    process.on(signal, handler);
  }
}

/** Runs `cleanup` if this process ends before `release` is called (a child not in a group). */
export function untilReleased(cleanup: () => void): () => void {
  arm();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Starts `command` in a process group of its own, stdout and stderr to `log` (a fresh one). */
export function spawnGroup(
  name: string,
  command: string,
  args: string[],
  log: string,
  env: NodeJS.ProcessEnv = process.env,
): GroupProcess {
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], detached: true, env });
  const group: GroupProcess = {
    name,
    child,
    log,
    signal(signal) {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already (ESRCH).
      }
    },
    async gone(ms) {
      if (child.pid === undefined) return;
      for (const end = Date.now() + ms; Date.now() < end; ) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          live.delete(group);
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  arm();
  live.add(group);
  return group;
}

/** SIGTERM to every group, SIGKILL to what is left after `graceMs`; resolves when all are gone. */
export async function stopGroups(groups: GroupProcess[], graceMs = 5000): Promise<void> {
  for (const g of groups) g.signal('SIGTERM');
  await Promise.all(groups.map((g) => g.gone(graceMs)));
  for (const g of groups) g.signal('SIGKILL');
  await Promise.all(groups.map((g) => g.gone(2000)));
}

/** A free TCP port on loopback (the grid's processes take theirs from their command line). */
export { freePort } from '@hybrid-loan/engines';
