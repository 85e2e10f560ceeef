/** Runs `run` n times, one after another: runs that overlapped would slow each other's timings. */
export async function runInTurn<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < n; i++) all.push(await run(i));
  return all;
}

/** The median of the runs by `key` (the upper one of an even count), so one noisy run does not decide; undefined for none. */
export function medianBy<T>(all: readonly T[], key: (run: T) => number): T | undefined {
  return [...all].sort((a, b) => key(a) - key(b))[Math.floor(all.length / 2)];
}
