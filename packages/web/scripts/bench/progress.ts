// The benchmark's progress line: what was measured, how far along the run is and about how long is
// left. A full run takes a quarter of an hour; whoever started it sees when it will end.

/** One kind of step of the run, how many there are, and a first guess of one's seconds. */
export interface StepKind {
  kind: string;
  count: number;
  /** Used until a step of this kind has been timed (then the kind's own mean is). */
  guessS: number;
}

const clock = (s: number) => {
  const whole = Math.max(0, Math.round(s));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * Returns `done(kind, what)`: call it after each step; it returns the line
 * `[3/44] measured loan-details en-IN, 2:10 elapsed, about 14:05 left` (and prints it unless
 * `print` is given). The time left is each kind's mean so far (or its guess) times its steps left.
 */
export function progress(
  kinds: StepKind[],
  now: () => number = Date.now,
  print: (line: string) => void = console.log,
): (kind: string, what: string) => string {
  const start = now();
  const total = kinds.reduce((n, k) => n + k.count, 0);
  const done = new Map<string, { count: number; seconds: number }>();
  let last = start;
  let steps = 0;
  return (kind, what) => {
    const t = now();
    const mine = done.get(kind) ?? { count: 0, seconds: 0 };
    done.set(kind, { count: mine.count + 1, seconds: mine.seconds + (t - last) / 1000 });
    last = t;
    steps += 1;
    const left = kinds.reduce((s, k) => {
      const d = done.get(k.kind);
      const each = d && d.count > 0 ? d.seconds / d.count : k.guessS;
      return s + Math.max(0, k.count - (d?.count ?? 0)) * each;
    }, 0);
    const line = `[${steps}/${total}] ${what}, ${clock((t - start) / 1000)} elapsed, about ${clock(left)} left`;
    print(line);
    return line;
  };
}
