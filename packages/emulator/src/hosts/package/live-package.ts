import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { PackageNote, PackageState } from '../../types/package-state';
import type { PackageWay } from './device-package';
import {
  type OpenedPackage,
  openPackageWithKey,
  type PackageShell,
  type RefusedPackage,
} from './open-package';
import { HEALTH_WAIT_MS, PackageHealth } from './package-health';

/** Why a package cannot even be checked: the request is at fault, not the package. */
export class PackageRequestError extends Error {}

/** A note without its time (each kind keeps its own fields). */
type NoteBody = PackageNote extends infer N
  ? N extends { at: number }
    ? Omit<N, 'at'>
    : never
  : never;

/**
 * The shell of the device on screen in `emulator open` (browser and Electron hosts), with the
 * package it was given on the command line or in the panel: what each open serves, and the
 * pending/healthy/rollback rule applied as it happens. The panel, which opens the device's pages
 * and sees their bridge calls, tells it of each open and of the page's health report.
 * A pending build not reported within HEALTH_WAIT_MS of its open is rolled back at once (to the
 * last good build, else the network) and denied for good; so is one that failed to open twice in
 * a row (the Electron host sees load errors and crashes; a frame's cannot be seen, and such an
 * open never reports, so the 10 s rule takes it).
 */
export class LivePackage {
  private readonly health = new PackageHealth();
  /** Every build taken, by number: a rollback serves the last good one's files again. */
  private readonly builds = new Map<number, OpenedPackage>();
  private readonly notes: PackageNote[] = [];
  /** The open of the pending build waiting for its health report. */
  private watch: { build: number; timer: NodeJS.Timeout } | undefined;
  /** Files served from the package since the last open. */
  private files = 0;
  /** The package's own origin for the iOS way, when the host serves it (ios-origin.ts). */
  private iosOrigin: string | undefined;

  constructor(
    private readonly options: {
      /** `--public-key`: the key a package chosen in the panel is checked with when it gives none. */
      publicKeyFile?: string;
      waitMs?: number;
      now?: () => number;
    } = {},
  ) {}

  private note(body: NoteBody): void {
    this.notes.push({ at: (this.options.now ?? Date.now)(), ...body } as PackageNote);
  }

  /** The shell's state the verifier checks a new package against (downgrades, denied builds). */
  shell(): PackageShell {
    return {
      ...(this.health.current !== undefined ? { installedBuild: this.health.current } : {}),
      denied: [...this.health.denied],
    };
  }

  /** The verifier's verdict on a package: taken (pending until healthy) or refused, and why. */
  take(pkg: OpenedPackage | RefusedPackage, from: string): void {
    if (!pkg.ok) {
      const fallback = this.health.serving();
      this.note({
        kind: 'refused',
        code: pkg.code,
        reason: pkg.reason,
        from,
        ...(fallback !== undefined ? { fallback } : {}),
      });
      return;
    }
    const { version, build } = pkg.manifest;
    this.stopWatch();
    this.builds.set(build, pkg);
    this.health.take(build);
    this.note({
      kind: 'taken',
      version,
      build,
      from,
      status: this.health.pending === build ? 'pending' : 'current',
    });
  }

  /**
   * A package file chosen in the panel: written to a folder of its own, checked by the project's
   * verifier with `publicKeyPem` (else `--public-key`), taken or refused. Throws a
   * PackageRequestError when there is no key to check it with.
   */
  async choose(zip: Buffer, name: string, publicKeyPem?: string): Promise<PackageState> {
    const pem = publicKeyPem ?? this.defaultKey();
    const dir = await mkdtemp(join(tmpdir(), 'emulator-chosen-package-'));
    try {
      const file = join(dir, 'package.zip');
      await writeFile(file, zip);
      // The files are kept in memory: the zip is not needed once verified.
      this.take(await openPackageWithKey(file, pem, this.shell()), name);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return this.state();
  }

  private defaultKey(): string {
    const file = this.options.publicKeyFile;
    if (!file)
      throw new PackageRequestError(
        'no public key: choose the PEM file of the key the package was signed with, or start the emulator with --public-key <pem>',
      );
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new PackageRequestError(`the --public-key file cannot be read: ${error}`);
    }
  }

  /** The package the next open serves its files from (undefined: the network). */
  serving(): OpenedPackage | undefined {
    const build = this.health.serving();
    return build === undefined ? undefined : this.builds.get(build);
  }

  /** `packageInfo`'s answer on the next open (undefined: the network). */
  served(): PackageInfoResult | undefined {
    const pkg = this.serving();
    return pkg && { version: pkg.manifest.version, build: pkg.manifest.build, source: 'package' };
  }

  /** The host serves the iOS way on `origin`: an iPhone profile's opens load the package there. */
  servesIosOn(origin: string): void {
    this.iosOrigin = origin;
  }

  /** The app proxy (or the iOS way's origin) served a file from the package. */
  fileServed(): void {
    this.files += 1;
  }

  /**
   * The shell opened the pages (the panel made a new device view: a package chosen, Reload, a
   * route, a device or an identity). An open of the pending build waits for its health report.
   * The open is the shell's, not a document the proxy served: a service worker of an earlier
   * network open may serve the document from its cache (no file counted), and the page then
   * removes it and reloads itself from the package (its files count toward this open).
   * `way` is the device's: `ios` for an iPhone profile whose view can load the package's own
   * origin (the state's `iosUrl`).
   */
  opened(way: PackageWay = 'android'): void {
    this.files = 0;
    const build = this.health.pending;
    if (build === undefined || this.health.serving() !== build) return;
    this.stopWatch();
    const waitMs = this.options.waitMs ?? HEALTH_WAIT_MS;
    const timer = setTimeout(() => {
      this.watch = undefined;
      this.health.noReport(build);
      this.rolledBack(build);
    }, waitMs);
    // A pending watch never keeps the emulator from stopping.
    timer.unref();
    this.watch = { build, timer };
    const ios = way === 'ios' && this.iosOrigin !== undefined;
    this.note({ kind: 'open', build, waitMs, ...(ios ? { origin: this.iosOrigin } : {}) });
  }

  /** The page reported healthy (its first render with data, or its error state). */
  reported(): void {
    const watch = this.watch;
    if (!watch) return;
    this.stopWatch();
    this.health.healthy(watch.build);
    this.note({ kind: 'healthy', build: watch.build, files: this.files });
  }

  /** The open of the pending build failed to load (a load error, a crashed page). */
  failedOpen(reason: string): void {
    const build = this.health.pending;
    if (build === undefined || this.health.serving() !== build) return;
    this.stopWatch();
    this.health.failedOpen(build, reason);
    this.note({ kind: 'failed-open', build, reason });
    if (this.health.pending === undefined) this.rolledBack(build);
  }

  private rolledBack(build: number): void {
    const reason = this.health.events.at(-1)?.reason ?? 'unhealthy';
    this.note({ kind: 'rolled-back', build, reason, files: this.files });
  }

  private stopWatch(): void {
    if (this.watch) clearTimeout(this.watch.timer);
    this.watch = undefined;
  }

  state(): PackageState {
    const served = this.served();
    const pkg = this.serving();
    return {
      ...(served ? { served } : {}),
      ...(pkg && this.iosOrigin ? { iosUrl: `${this.iosOrigin}${pkg.manifest.folder}` } : {}),
      ...(served
        ? { status: this.health.pending === served.build ? 'pending' : ('current' as const) }
        : {}),
      defaultKey: this.options.publicKeyFile !== undefined,
      notes: [...this.notes],
    };
  }

  close(): void {
    this.stopWatch();
  }
}
