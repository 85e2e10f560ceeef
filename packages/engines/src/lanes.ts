import { availableParallelism } from 'node:os';

/**
 * How many engine lanes (a browser with its pages at work, replaying or smoking pages) run at once
 * on this machine: one per two cores, at least one. Three lanes at once on 2 cores starved the
 * slowest (WebKit hit its limit); one at a time there finishes all three sooner than they time out.
 * `ENGINE_LANES` overrides it.
 */
export function laneParallelism(cores = availableParallelism()): number {
  const forced = Number(process.env.ENGINE_LANES);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return Math.max(1, Math.floor(cores / 2));
}

export interface LaneScheduler {
  /** Runs `lane` when a slot is free; `signal` aborts when the run's deadline passes. */
  run<T>(name: string, lane: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The whole run's deadline, in ms since the epoch (Infinity: none). */
  readonly deadline: number;
}

/**
 * Lanes in the order they are asked for, `parallel` at a time, under one deadline for the whole
 * run (not one per lane: a lane waiting for its slot uses the same clock as the ones running).
 * At the deadline a running lane's signal aborts (it stops its engine) and a lane still waiting
 * fails at once, saying so.
 */
export function laneScheduler(
  opts: { parallel?: number; deadlineMs?: number } = {},
): LaneScheduler {
  const parallel = opts.parallel ?? laneParallelism();
  const { deadlineMs } = opts;
  const deadline = deadlineMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + deadlineMs;
  const controller = new AbortController();
  if (deadlineMs !== undefined) {
    const timer = setTimeout(
      () =>
        controller.abort(new Error(`the engine lanes' deadline of ${deadlineMs / 1000} s passed`)),
      deadlineMs,
    );
    timer.unref?.();
  }
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    deadline,
    async run(name, lane) {
      if (running >= parallel) await new Promise<void>((go) => waiting.push(go));
      running += 1;
      try {
        if (controller.signal.aborted)
          throw new Error(`${name}: not started, ${(controller.signal.reason as Error).message}`);
        return await lane(controller.signal);
      } finally {
        release();
      }
    },
  };
}
