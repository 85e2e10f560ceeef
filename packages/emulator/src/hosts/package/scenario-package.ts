import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectFiles, writePackage, type ZipInput } from '@hybrid-loan/offline-package';
import type { Scenario } from '../../core/scenario';
import type { DevicePackage } from './device-package';
import { type OpenedPackage, openPackage, type RefusedPackage } from './open-package';

/** What a scenario says about its package (the scenario file's `package`). */
export type PackageSpec = NonNullable<Scenario['package']>;

/** The origin the scenario packages are made for (the emulator serves them on its own origins). */
const PACKAGE_ORIGIN = 'https://h5.brand.example';

/** One signing key per run: its public half is the only key the devices' shells trust. */
let runKey: { privateKey: import('node:crypto').KeyObject; pem: string } | undefined;
function keyOf(dir: string) {
  if (runKey) return runKey;
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  mkdirSync(dir, { recursive: true });
  const pem = join(dir, 'run-key.pub.pem');
  writeFileSync(pem, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  runKey = { privateKey: keys.privateKey, pem };
  return runKey;
}

/** The files of the package a spec describes, and what its zip holds instead (tampered). */
function filesOf(spec: PackageSpec, appRoot: string): { files: ZipInput[]; zipped?: ZipInput[] } {
  const files = collectFiles(appRoot);
  if (spec.make === 'silent')
    return {
      files: files.map((f) =>
        f.path === 'index.html'
          ? {
              path: f.path,
              bytes: Buffer.from('<!doctype html><title>a build that never starts</title>'),
            }
          : f,
      ),
    };
  if (spec.make !== 'tampered') return { files };
  // One byte of the first script changed after signing, the size kept: FILE_MISMATCH.
  const target = files.find((f) => f.path.endsWith('.js'));
  const zipped = files.map((f) => {
    if (f !== target) return f;
    const bytes = Buffer.from(f.bytes);
    bytes[0] = bytes[0] === 0x20 ? 0x0a : 0x20;
    return { ...f, bytes };
  });
  return { files, zipped };
}

const made = new Map<string, Promise<string>>();

/**
 * The package a scenario names, made from the build the replay serves (`appRoot`) and signed with
 * the run's key, then checked by the project's verifier as the device's shell does (with the build
 * it has installed, for a downgrade). Each distinct spec is written once per run.
 */
export async function scenarioPackage(
  spec: PackageSpec,
  appRoot: string,
  dir: string,
): Promise<OpenedPackage | RefusedPackage> {
  const key = keyOf(dir);
  const id = `${spec.version}-b${spec.build}-${spec.make ?? 'signed'}`;
  let zip = made.get(id);
  if (!zip) {
    const { files, zipped } = filesOf(spec, appRoot);
    zip = writePackage(
      files,
      {
        app: 'hybrid-loan-web',
        version: spec.version,
        build: spec.build,
        origin: PACKAGE_ORIGIN,
        folder: '/',
        entry: 'index.html',
        contracts: { bridge: 1 },
        createdAt: new Date().toISOString(),
      },
      key.privateKey,
      join(dir, id),
      zipped ? { zipped } : {},
    ).then((w) => w.file);
    made.set(id, zip);
  }
  return openPackage(
    await zip,
    key.pem,
    spec.installedBuild !== undefined ? { installedBuild: spec.installedBuild } : {},
  );
}

/** Why the device's shell did not do what the scenario expects of its package, or undefined. */
export function packageProblem(spec: PackageSpec, pkg: DevicePackage): string | undefined {
  const outcome = pkg.outcome();
  if (outcome.kind !== spec.expect)
    return `package: expected ${spec.expect}, the shell ${outcome.kind === 'pending' ? 'still had it pending' : outcome.kind === 'refused' ? `refused it (${outcome.code})` : outcome.kind === 'healthy' ? 'saw it reported healthy' : 'rolled it back'}`;
  if (spec.refusal && outcome.kind === 'refused' && outcome.code !== spec.refusal)
    return `package: expected the refusal ${spec.refusal}, the verifier said ${outcome.code}`;
  return undefined;
}
