import { SWITCH_FILE } from '@hybrid-loan/bridge-sdk/contract';
import { contentType } from '@hybrid-loan/dev-server';
import type { Manifest } from '@hybrid-loan/offline-package';

/** One request as the shell sees it, and what it answers: a package file, or the network. */
export type PackageAnswer = { status: 200; contentType: string; body: Buffer } | 'network';

/**
 * The Android shell's way (`WebViewAssetLoader`-style): on the pages' own origin, exactly the
 * manifest's paths under its folder come from the package; everything else (the API, the worker's
 * switch file, any path the package does not list) goes to the network. `origin` is where the
 * device opens its pages (the emulator's app origin stands for the manifest's https origin).
 */
export function packageAnswer(
  pkg: { manifest: Manifest; files: ReadonlyMap<string, Buffer> },
  origin: string,
  url: string,
  method = 'GET',
): PackageAnswer {
  const u = new URL(url);
  if (method !== 'GET' || u.origin !== origin || !u.pathname.startsWith(pkg.manifest.folder))
    return 'network';
  // The document is the folder itself: the package's entry.
  const rel = u.pathname.slice(pkg.manifest.folder.length) || pkg.manifest.entry;
  let path: string;
  try {
    path = decodeURIComponent(rel);
  } catch {
    return 'network';
  }
  if (path === SWITCH_FILE) return 'network';
  const body = pkg.files.get(path);
  return body ? { status: 200, contentType: contentType(path), body } : 'network';
}
