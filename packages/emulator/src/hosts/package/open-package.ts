import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  type Manifest,
  publicKeyFromPem,
  Refusal,
  verifyPackage,
} from '@hybrid-loan/offline-package';

/** A package the verifier accepted, its files in memory (a shell's installed folder). */
export interface OpenedPackage {
  ok: true;
  manifest: Manifest;
  /** Every file by its path in the package (`index.html`, `assets/…`). */
  files: Map<string, Buffer>;
}

/** A refused package: the verifier's reason, which the timeline shows; the network serves. */
export interface RefusedPackage {
  ok: false;
  code: string;
  reason: string;
}

/** What the device's shell knows when it takes a package (the verifier's shell state). */
export interface PackageShell {
  /** The build it served last; a lower one is a downgrade. */
  installedBuild?: number;
  /** Builds that failed their health check: never offered again. */
  denied?: readonly number[];
}

/**
 * Checks a package with the project's verifier (`@hybrid-loan/offline-package`), as a shell does
 * before it serves one, and keeps its files. Never throws: a refusal, an unreadable key or file is
 * a `RefusedPackage`, after which the device opens its pages from the network.
 */
export async function openPackage(
  zip: string,
  publicKeyPem: string,
  shell: PackageShell = {},
): Promise<OpenedPackage | RefusedPackage> {
  let pem: string;
  try {
    pem = readFileSync(publicKeyPem, 'utf8');
  } catch (error) {
    return { ok: false, code: 'UNREADABLE', reason: `The public key cannot be read: ${error}` };
  }
  return openPackageWithKey(zip, pem, shell);
}

/** {@link openPackage} with the public key's PEM text (a key chosen in the panel, not a file). */
export async function openPackageWithKey(
  zip: string,
  pemText: string,
  shell: PackageShell = {},
): Promise<OpenedPackage | RefusedPackage> {
  const files = new Map<string, Buffer>();
  try {
    const key = publicKeyFromPem(pemText);
    const { manifest } = await verifyPackage(
      zip,
      {
        trustedKeys: [key],
        ...(shell.installedBuild !== undefined ? { installedBuild: shell.installedBuild } : {}),
      },
      async (file) => {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            files.set(file.path, Buffer.concat(chunks));
            done();
          },
        });
        return sink;
      },
    );
    if (shell.denied?.includes(manifest.build)) {
      return {
        ok: false,
        code: 'DENIED',
        reason: `Build ${manifest.build} failed its health check before: it is never offered again.`,
      };
    }
    return { ok: true, manifest, files };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, reason: error.message };
    return { ok: false, code: 'UNREADABLE', reason: `The package or key cannot be read: ${error}` };
  }
}
