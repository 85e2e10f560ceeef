// Fails `npm test` when package-lock.json holds a package version with a known high or critical
// advisory (scripts/known-bad-versions.json). It needs no network: the npm audit endpoint is not
// reachable from the build machines, so the list is kept in the repository.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The package name of a lockfile path (`a/node_modules/@s/b` → `@s/b`), or null for a workspace. */
function packageName(path) {
  const at = path.lastIndexOf('node_modules/');
  return at < 0 ? null : path.slice(at + 'node_modules/'.length);
}

/**
 * Every installed copy the list names, with whether it may stay: a production copy never does; a
 * dev-only copy does when its exact lockfile path is accepted, with a reason.
 */
export function findKnownBad(lock, list) {
  const accepted = new Map((list.accepted ?? []).map((a) => [a.path, a.reason]));
  const findings = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = entry.name ?? packageName(path);
    if (!name || !entry.version || entry.link) continue;
    for (const advisory of list.advisories) {
      if (advisory.package !== name) continue;
      if (!semver.satisfies(entry.version, advisory.vulnerable)) continue;
      const dev = entry.dev === true;
      findings.push({
        path,
        name,
        version: entry.version,
        id: advisory.id,
        severity: advisory.severity,
        dev,
        allowed: dev && accepted.has(path),
      });
    }
  }
  return findings;
}

function main() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const list = JSON.parse(readFileSync(join(root, 'scripts', 'known-bad-versions.json'), 'utf8'));
  const findings = findKnownBad(lock, list);
  const failing = findings.filter((f) => !f.allowed);
  const rows = findings.map(
    (f) =>
      `| ${f.name}@${f.version} | ${f.id} (${f.severity}) | ${f.dev ? 'dev' : 'production'} | ${f.allowed ? 'accepted' : 'FAIL'} | ${f.path} |`,
  );
  if (rows.length)
    console.log(
      [
        '| package | advisory | tree | verdict | lockfile path |',
        '|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  if (failing.length) {
    console.error(
      `\n${failing.length} known-bad package version(s) in package-lock.json. Upgrade them, add an ` +
        '`overrides` entry in the root package.json, or move the tooling that pulls them to ' +
        'devDependencies (scripts/known-bad-versions.json says why each is bad).',
    );
    process.exit(1);
  }
  console.log(
    `dependency check: ${Object.keys(lock.packages ?? {}).length} lockfile entries, ${list.advisories.length} advisories, none in the way` +
      (findings.length ? ` (${findings.length} accepted dev-only copies)` : ''),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
