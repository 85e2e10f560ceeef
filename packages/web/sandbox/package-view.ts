import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';

/**
 * The file a package carries for `file` of the build at `root`: the package's own copy when the
 * build made one (PACKAGE_OWN_DIR: the pages' index.html that sends the first read itself), else
 * the file itself. As @hybrid-loan/offline-package's `collectFiles` ships them, for the stand-ins
 * of a shell (the package-open bench, `startSandboxServer({ packageFiles: true })`).
 */
export function asPackaged(root: string, file: string): string {
  const own = join(root, PACKAGE_OWN_DIR, relative(root, file));
  return existsSync(own) && statSync(own).isFile() ? own : file;
}
