import { execFileSync } from 'node:child_process';

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

/**
 * The build number and time of the checked-out commit, so the same commit gives the same manifest:
 * the build is the number of commits up to it (it only grows along the release branch), the time
 * the commit's own (`git log -1 --format=%cI`), in UTC.
 */
export function commitFacts(root: string): { build: number; createdAt: string } {
  if (git(root, 'rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error(
      'This clone is shallow, so its commit count is not the build number: fetch the whole history (git fetch --unshallow) or pass --build <n>.',
    );
  }
  const build = Number(git(root, 'rev-list', '--count', 'HEAD'));
  const createdAt = new Date(git(root, 'log', '-1', '--format=%cI')).toISOString();
  return { build, createdAt };
}

/** True when git tracks `file` in `root`'s repository (a signing key must never be). */
export function isTracked(root: string, file: string): boolean {
  try {
    execFileSync('git', ['-C', root, 'ls-files', '--error-unmatch', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
