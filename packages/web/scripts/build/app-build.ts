import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const webRoot = resolve(import.meta.dirname, '..', '..');

/** The build's version for the field reports: the package's version and the commit it was built from. */
export function appBuild(): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd: webRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout (a source archive): the version alone.
  }
  const { version } = JSON.parse(readFileSync(`${webRoot}/package.json`, 'utf8'));
  return `${version}+${commit}`;
}
