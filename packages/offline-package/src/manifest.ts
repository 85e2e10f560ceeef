import * as v from 'valibot';
import { unsafePathReason } from './paths.js';
import { Refusal } from './reasons.js';

/** The manifest's name at the zip's root; its exact bytes are what the signature covers. */
export const MANIFEST_FILE = 'manifest.json';
/** The detached signature's name at the zip's root. */
export const SIGNATURE_FILE = 'signature.json';
/** The manifest format this verifier reads. */
export const MANIFEST_FORMAT = 1;

const sha256Hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const isoTime = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check((s) => !Number.isNaN(Date.parse(s))),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const ManifestSchema = v.strictObject({
  format: v.literal(MANIFEST_FORMAT),
  app: v.pipe(v.string(), v.minLength(1)),
  version: v.pipe(v.string(), v.minLength(1)),
  build: v.pipe(count, v.minValue(1)),
  origin: v.pipe(v.string(), v.regex(/^https:\/\/[^/?#]+$/)),
  folder: v.pipe(v.string(), v.regex(/^\/([^?#]*\/)?$/)),
  entry: v.pipe(v.string(), v.minLength(1)),
  contracts: v.record(v.pipe(v.string(), v.minLength(1)), v.pipe(count, v.minValue(1))),
  createdAt: isoTime,
  expiresAt: v.optional(isoTime),
  files: v.array(v.strictObject({ path: v.string(), size: count, sha256: sha256Hex })),
});

/** The signed description of a package (the SDK README's "package format"). */
export type Manifest = v.InferOutput<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

/**
 * Reads a manifest whose signature has been checked: its shape, and that its file list is sound
 * (safe paths, no duplicate, not the manifest or signature, the entry among the files).
 */
export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal('MANIFEST_INVALID', 'not UTF-8 JSON');
  }
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    throw new Refusal('MANIFEST_INVALID', `${where ?? 'manifest'}: ${issue?.message ?? 'invalid'}`);
  }
  const manifest = parsed.output;
  const seen = new Set<string>();
  for (const file of manifest.files) {
    const unsafe = unsafePathReason(file.path);
    if (unsafe) throw new Refusal('UNSAFE_PATH', `manifest: ${unsafe}`);
    if (file.path === MANIFEST_FILE || file.path === SIGNATURE_FILE || seen.has(file.path)) {
      throw new Refusal('MANIFEST_INVALID', `files: "${file.path}" listed twice or reserved`);
    }
    seen.add(file.path);
  }
  if (!seen.has(manifest.entry)) {
    throw new Refusal('MANIFEST_INVALID', `entry "${manifest.entry}" is not among the files`);
  }
  return manifest;
}

/** The manifest's exact bytes as the builder writes them (two-space JSON, a final newline). */
export function manifestBytes(manifest: Manifest): Buffer {
  return Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}
