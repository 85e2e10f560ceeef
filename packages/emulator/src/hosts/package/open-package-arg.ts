import { type OpenedPackage, openPackage, type RefusedPackage } from './open-package';

/** The package a command was given: `--package` and `--public-key`, both resolved. */
export interface PackageArg {
  zip: string;
  publicKey: string;
}

/** How a command says where its pages come from, once verified or once refused. */
export interface PackageWording {
  /** After "verified;": what serves the pages. */
  verified: string;
  /** After the verifier's reason: that the network serves them. */
  refused: string;
}

/**
 * Verifies a command's package once, as a shell does before it serves one, and prints the verdict:
 * a refusal is never silent, since the device then opens its pages from the network.
 */
export async function openPackageArg(
  arg: PackageArg | undefined,
  print: (line: string) => void,
  wording: PackageWording,
): Promise<OpenedPackage | RefusedPackage | undefined> {
  if (!arg) return undefined;
  const pkg = await openPackage(arg.zip, arg.publicKey);
  print(
    pkg.ok
      ? `emulator: package ${pkg.manifest.version} build ${pkg.manifest.build} verified; ${wording.verified}`
      : `emulator: package refused (${pkg.code}): ${pkg.reason} ${wording.refused}`,
  );
  return pkg;
}
