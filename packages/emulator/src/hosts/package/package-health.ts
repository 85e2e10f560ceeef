/** How long a pending package has to be reported healthy after its open (the shell contract). */
export const HEALTH_WAIT_MS = 10_000;

/** Failed opens in a row that make a pending package unhealthy. */
export const FAILED_OPENS = 2;

/** Where a device's pages come from, and why, for the timeline. */
export interface PackageEvent {
  kind: 'served' | 'refused' | 'healthy' | 'failed-open' | 'rolled-back';
  build?: number;
  reason?: string;
}

/**
 * The shell's pending/healthy/rollback rule for one device: a newly taken package is pending until
 * the page reports healthy within 10 s of its open; no report in time rolls back at once to the
 * last good package (or the network) and denies that build for good; so do two opens in a row that
 * failed to load.
 */
export class PackageHealth {
  current: number | undefined;
  lastGood: number | undefined;
  pending: number | undefined;
  readonly denied: number[] = [];
  readonly events: PackageEvent[] = [];
  private failed = 0;

  /** A verified package is taken: pending until healthy (the one already current needs nothing). */
  take(build: number): void {
    if (build === this.current) return;
    this.pending = build;
    this.failed = 0;
  }

  /** The build the next open serves: the pending one, else the current (undefined: the network). */
  serving(): number | undefined {
    return this.pending ?? this.current;
  }

  /** The page of `build` reported healthy. */
  healthy(build: number): void {
    if (build !== this.pending) return;
    if (this.current !== undefined) this.lastGood = this.current;
    this.current = build;
    this.pending = undefined;
    this.failed = 0;
    this.events.push({ kind: 'healthy', build });
  }

  /** The page of the pending build did not report healthy within HEALTH_WAIT_MS. */
  noReport(build: number): void {
    if (build !== this.pending) return;
    this.rollBack(build, `no health report within ${HEALTH_WAIT_MS / 1000} s`);
  }

  /** An open of the pending build failed to load (a load error, a crash). */
  failedOpen(build: number, reason: string): void {
    if (build !== this.pending) return;
    this.failed += 1;
    this.events.push({ kind: 'failed-open', build, reason });
    if (this.failed >= FAILED_OPENS) this.rollBack(build, `${FAILED_OPENS} failed opens in a row`);
  }

  private rollBack(build: number, why: string): void {
    this.denied.push(build);
    this.pending = undefined;
    this.failed = 0;
    const back = this.current ?? this.lastGood;
    this.events.push({
      kind: 'rolled-back',
      build,
      reason: `${why}: back to ${back === undefined ? 'the network' : `build ${back}`}, build ${build} never offered again`,
    });
  }
}
