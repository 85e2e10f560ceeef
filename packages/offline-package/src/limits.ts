/**
 * What a shell accepts of a package before it reads a byte of its files: the zip-bomb limits of
 * the shell contract (the SDK README). The web build is below a megabyte unpacked and a few
 * hundred files, so the limits leave room for growth without letting a hostile archive fill a
 * phone's storage or memory.
 */
export const LIMITS = {
  /** Sum of the entries' unpacked sizes (declared in the zip and checked while unpacking). */
  maxTotalBytes: 16 * 1024 * 1024,
  /** Number of entries, manifest and signature included. */
  maxEntries: 2000,
  /** Unpacked size over packed size, for each entry of at least `ratioFloorBytes` unpacked. */
  maxRatio: 100,
  /** Smaller entries cannot hold a bomb: the total limit covers many of them. */
  ratioFloorBytes: 64 * 1024,
  /** The manifest is read into memory before it is verified. */
  maxManifestBytes: 1024 * 1024,
  /** The signature file is read into memory before anything else. */
  maxSignatureBytes: 4096,
} as const;

export type Limits = typeof LIMITS;
