import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';

/** What the device's shell did with a package, and when (the panel's timeline shows each). */
export type PackageNote = { at: number } & (
  | {
      kind: 'taken';
      version: string;
      build: number;
      /** Where it came from: the command line or the file chosen in the panel. */
      from: string;
      /** pending until the page reports healthy; current when it was already the current build. */
      status: 'pending' | 'current';
    }
  | {
      kind: 'refused';
      /** The verifier's reason code (`FILE_MISMATCH`, `UNKNOWN_KEY`, `DENIED`…) and sentence. */
      code: string;
      reason: string;
      from: string;
      /** What the device opens instead: a build it already had, else the network. */
      fallback?: number;
    }
  | {
      kind: 'open';
      build: number;
      waitMs: number;
      /** The iOS way: the package's own origin the pages opened on (else the app's origin). */
      origin?: string;
    }
  | { kind: 'healthy'; build: number; files: number }
  | { kind: 'failed-open'; build: number; reason: string }
  | { kind: 'rolled-back'; build: number; reason: string; files: number }
);

/** The device's shell and its package, as the panel asks it (`GET /api/package`). */
export interface PackageState {
  /** What the next open serves (`packageInfo`'s answer); undefined: the network. */
  served?: PackageInfoResult;
  /**
   * Where an iPhone profile's next open loads its pages, the iOS way (the package on an origin of
   * its own, the API by CORS); set while a package is served and the host serves that way.
   */
  iosUrl?: string;
  /** pending until the page reports healthy, or current. */
  status?: 'pending' | 'current';
  /** The emulator has a public key of its own (`--public-key`): the panel may give none. */
  defaultKey: boolean;
  notes: PackageNote[];
}
