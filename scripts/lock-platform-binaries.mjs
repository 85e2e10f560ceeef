// Keeps package-lock.json acceptable to `npm ci` on every platform. Biome and swc ship one
// optional package per platform; when the registry an install runs against lacks some platforms'
// builds of the locked version (a partial mirror), npm leaves those packages out of the lockfile
// and `npm ci` then refuses it ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). This script
// adds each missing optional package at the exact version its parent pins, with the platform
// fields (os, cpu, libc) that let npm skip it elsewhere (and no `resolved`, as npm itself writes
// such entries: the platform that needs one fetches it from its registry). `npm install` keeps
// the entries once there; run `npm run lock` after an install that adds or upgrades a package
// with platform binaries, or regenerates the lockfile.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

// Platform fields from any published version of the package (they never change between
// versions); from the name when the registry has none (e.g. `@biomejs/cli-android-arm64`).
function platformOf(name) {
  try {
    const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', 'license', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const v = JSON.parse(out);
    if (v.os || v.cpu) return v;
  } catch {}
  const base = name.split('/').pop();
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd'].find((o) => base.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'arm'].find((c) => base.includes(`-${c}`));
  const libc = os === 'linux' ? (base.includes('musl') ? 'musl' : 'glibc') : undefined;
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  return { os, cpu, libc };
}

const list = (v) => (v === undefined ? undefined : [].concat(v));
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  const parentDir = path ? `${path}/` : '';
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    // Found where Node would find it: beside the parent, or in a node_modules above it.
    const candidates = [];
    let dir = parentDir;
    for (;;) {
      candidates.push(`${dir}node_modules/${name}`);
      const up = dir.lastIndexOf('node_modules/', dir.length - 2);
      if (up < 0) break;
      dir = dir.slice(0, up);
    }
    candidates.push(`node_modules/${name}`);
    if (candidates.some((c) => packages[c])) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue; // only exact pins are platform binaries
    const p = platformOf(name);
    const key = `node_modules/${name}`;
    packages[key] = {
      version: spec,
      ...(p.cpu ? { cpu: list(p.cpu) } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      ...(p.libc ? { libc: list(p.libc) } : {}),
      ...(p.license ? { license: p.license } : {}),
      optional: true,
      ...(p.os ? { os: list(p.os) } : {}),
    };
    added += 1;
    console.log(`lock: added ${name}@${spec}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform package(s) added`);
