import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { Page } from 'playwright-core';
import type { CallEntry } from '../../core/call-log';
import type { OpenedPackage, RefusedPackage } from './open-package';
import { HEALTH_WAIT_MS, PackageHealth } from './package-health';
import { packageAnswer } from './serve-package';

/**
 * One device's shell with a package (the Android way: the pages' own origin): which build each
 * open serves, the route that serves it, the health watch after each open, and the timeline of
 * what happened and why (a refusal, a healthy report, a rollback).
 */
export class DevicePackage {
  readonly health = new PackageHealth();
  readonly timeline: string[] = [];
  private readonly opened: OpenedPackage | undefined;
  /** Files served from the package on the current open (the rest came from the network). */
  private filesServed = 0;

  constructor(
    pkg: OpenedPackage | RefusedPackage,
    private readonly origin: string,
  ) {
    if (pkg.ok) {
      this.opened = pkg;
      this.health.take(pkg.manifest.build);
      this.timeline.push(
        `package ${pkg.manifest.version} build ${pkg.manifest.build} verified: pending until the page reports healthy`,
      );
    } else {
      this.timeline.push(`package refused (${pkg.code}): ${pkg.reason} Pages from the network.`);
    }
  }

  /** What `packageInfo` answers on the next open; undefined: the network. */
  served(): PackageInfoResult | undefined {
    const build = this.health.serving();
    if (!this.opened || build !== this.opened.manifest.build) return undefined;
    return { version: this.opened.manifest.version, build, source: 'package' };
  }

  /** Serves the package's files to `page` when this open is from the package. */
  async attach(page: Page): Promise<void> {
    const pkg = this.opened;
    if (!pkg || !this.served()) return;
    this.filesServed = 0;
    await page.route('**/*', (route) => {
      const request = route.request();
      const answer = packageAnswer(pkg, this.origin, request.url(), request.method());
      if (answer === 'network') return route.fallback();
      this.filesServed += 1;
      return route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
    });
  }

  /**
   * After an open from a pending package: waits until a new `reportHealth` (more than `before`)
   * arrives in the call log, or HEALTH_WAIT_MS pass, and applies the rule.
   */
  async watch(calls: () => readonly CallEntry[], before: number): Promise<void> {
    const build = this.health.pending;
    if (build === undefined || !this.served()) return;
    const deadline = Date.now() + HEALTH_WAIT_MS;
    const reported = () => healthReports(calls()) > before;
    while (!reported() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    const files = `${this.filesServed} file(s) from the package`;
    if (reported()) {
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
