import { LIMITS } from './limits.js';
import { MANIFEST_FILE, type Manifest } from './manifest.js';
import { openZip, readSmall } from './zip-entries.js';

export interface Delta {
  changedFiles: number;
  changedBytes: number;
  /** What the changed files weigh in the new zip (what a delta download would cost). */
  changedZippedBytes: number;
  removedFiles: number;
}

/** Which files of `manifest` are new or changed since the package in `previousZip`. */
export async function deltaFrom(
  previousZip: string,
  manifest: Manifest,
  zip: string,
): Promise<Delta> {
  const readManifest = async (file: string) => {
    const opened = await openZip(file);
    try {
      const entry = opened.entries.get(MANIFEST_FILE);
      if (!entry) throw new Error(`${file} has no ${MANIFEST_FILE}.`);
      const bytes = await readSmall(opened, entry, LIMITS.maxManifestBytes);
      return { manifest: JSON.parse(bytes.toString('utf8')) as Manifest, opened };
    } finally {
      opened.close();
    }
  };
  const previous = new Map(
    (await readManifest(previousZip)).manifest.files.map((f) => [f.path, f.sha256]),
  );
  const { opened } = await readManifest(zip);
  const changed = manifest.files.filter((f) => previous.get(f.path) !== f.sha256);
  const paths = new Set(manifest.files.map((f) => f.path));
  return {
    changedFiles: changed.length,
    changedBytes: changed.reduce((sum, f) => sum + f.size, 0),
    changedZippedBytes: changed.reduce(
      (sum, f) => sum + (opened.entries.get(f.path)?.compressedSize ?? 0),
      0,
    ),
    removedFiles: [...previous.keys()].filter((p) => !paths.has(p)).length,
  };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
