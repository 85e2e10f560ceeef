import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { Page } from 'playwright-core';
import type { CallEntry } from '../../core/call-log';
import { type IosOrigin, startIosOrigin } from './ios-origin';
import type { OpenedPackage, RefusedPackage } from './open-package';
import { HEALTH_WAIT_MS, PackageHealth } from './package-health';
import { packageAnswer } from './serve-package';

/** How the device's shell serves a package: its platform's way. */
export type PackageWay = 'android' | 'ios';

/**
 * One device's shell with a package: which build each open serves, how (the Android way: on the
 * pages' own origin, by routing the page's requests; the iOS way: on an origin of its own, see
 * ios-origin.ts), the health watch after each open, and the timeline of what happened and why (a
 * refusal, a healthy report, a rollback).
 */
export class DevicePackage {
  readonly health = new PackageHealth();
  readonly timeline: string[] = [];
  private readonly opened: OpenedPackage | undefined;
  /** Files served from the package on the current open (the rest came from the network). */
  private filesServed = 0;
  private ios: IosOrigin | undefined;
  /** The verifier's code when the package was refused. */
  private readonly refusal: string | undefined;
  /** The open being watched failed to load: its watch ends, the rule has counted it. */
  private openFailed = false;

  constructor(
    pkg: OpenedPackage | RefusedPackage,
    private readonly origin: string,
    readonly way: PackageWay = 'android',
  ) {
    if (pkg.ok) {
      this.opened = pkg;
      this.health.take(pkg.manifest.build);
      this.timeline.push(
        `package ${pkg.manifest.version} build ${pkg.manifest.build} verified: pending until the page reports healthy (${way === 'ios' ? 'the iOS way: an origin of its own, the API by CORS' : "the Android way: the pages' origin"})`,
      );
    } else {
      this.refusal = pkg.code;
      this.timeline.push(`package refused (${pkg.code}): ${pkg.reason} Pages from the network.`);
    }
  }

  /** What the shell did with the package so far: refused, healthy, rolled back, or pending. */
  outcome(): { kind: 'refused'; code: string } | { kind: 'healthy' | 'rolled-back' | 'pending' } {
    if (this.refusal !== undefined) return { kind: 'refused', code: this.refusal };
    const last = this.health.events.findLast(
      (e) => e.kind === 'healthy' || e.kind === 'rolled-back',
    );
    return { kind: last?.kind === 'healthy' ? 'healthy' : last ? 'rolled-back' : 'pending' };
  }

  /** What `packageInfo` answers on the next open; undefined: the network. */
  served(): PackageInfoResult | undefined {
    const build = this.health.serving();
    if (!this.opened || build !== this.opened.manifest.build) return undefined;
    return { version: this.opened.manifest.version, build, source: 'package' };
  }

  /** The iOS way: starts the package's own origin (a verified package only). */
  async start(): Promise<void> {
    if (this.way === 'ios' && this.opened && !this.ios)
      this.ios = await startIosOrigin(this.opened, this.origin);
  }

  /** Where the next open loads its pages: the package's own origin (iOS), else the app's. */
  pageOrigin(): string {
    return this.ios && this.served() ? this.ios.origin : this.origin;
  }

  /** The API's origin when the page is not on it (iOS, from the package): the shell names it. */
  apiOrigin(): string | undefined {
    return this.pageOrigin() === this.origin ? undefined : this.origin;
  }

  async close(): Promise<void> {
    await this.ios?.close();
    this.ios = undefined;
  }

  /** The package to serve on this open, for a proxy that serves it (undefined: the network). */
  current(): OpenedPackage | undefined {
    return this.served() && this.way === 'android' ? this.opened : undefined;
  }

  /** Counts a file a proxy served from the package on this open. */
  countFile(): void {
    this.filesServed += 1;
  }

  /** A new open: the files are counted again. */
  newOpen(): void {
    this.filesServed = 0;
    this.openFailed = false;
    this.ios?.reset();
  }

  /** Serves the package's files to `page` when this open is from the package (the Android way). */
  async attach(page: Page): Promise<void> {
    const pkg = this.opened;
    this.ios?.reset();
    this.openFailed = false;
    if (!pkg || !this.served() || this.way === 'ios') return;
    this.filesServed = 0;
    await page.route('**/*', (route) => {
      const request = route.request();
      const answer = packageAnswer(pkg, this.origin, request.url(), request.method());
      if (answer === 'network') return route.fallback();
      this.filesServed += 1;
      return route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
    });
  }

  private filesText(): string {
    return `${this.ios ? this.ios.served : this.filesServed} file(s) from the package`;
  }

  /**
   * The open of the pending build failed to load, as the live shell's Electron host sees it (a
   * main-frame load error other than one replaced by another load, a crashed page): the same rule
   * counts it, and two in a row roll back at once. A watch of that open ends without waiting.
   */
  failedOpen(reason: string): void {
    const build = this.health.pending;
    if (build === undefined || !this.served()) return;
    this.openFailed = true;
    this.health.failedOpen(build, reason);
    this.timeline.push(`build ${build}: open failed (${this.filesText()}): ${reason}`);
    if (this.health.pending === undefined)
      this.timeline.push(
        `rolled back (${this.filesText()}): ${this.health.events.at(-1)?.reason ?? 'failed opens'}`,
      );
  }

  /**
   * After an open from a pending package: waits until a new `reportHealth` (more than `before`)
   * arrives in the call log, or HEALTH_WAIT_MS pass, and applies the rule (an open that failed to
   * load has been counted already: the watch ends).
   */
  async watch(reports: () => number | Promise<number>, before: number): Promise<void> {
    const build = this.health.pending;
    if (build === undefined || !this.served()) return;
    const deadline = Date.now() + HEALTH_WAIT_MS;
    const reported = async () => (await reports()) > before;
    while (!(await reported()) && !this.openFailed && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100));
    if (this.openFailed) return;
    const files = this.filesText();
    if (await reported()) {
      this.health.healthy(build);
      this.timeline.push(`build ${build} reported healthy (${files}): current`);
    } else {
      this.health.noReport(build);
      const last = this.health.events.at(-1);
      this.timeline.push(`rolled back (${files}): ${last?.reason ?? 'no health report'}`);
    }
  }
}

/** How many health reports the call log holds (the shell refused none of them). */
export const healthReports = (calls: readonly CallEntry[]): number =>
  calls.filter((c) => c.method === 'reportHealth' && !c.refused).length;
