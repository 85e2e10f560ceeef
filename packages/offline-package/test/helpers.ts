import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, type Manifest } from '../src/manifest.js';
import { openZip, readSmall } from '../src/zip-entries.js';
import type { ZipInput } from '../src/zip-write.js';

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '../..');
const BIN = join(PACKAGE_DIR, 'bin/offline-package.mjs');

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the `offline-package` command from the repository's root. */
export function startCli(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, INIT_CWD: REPO_ROOT, ...env },
    // A pipe on stdin: a paused install (OFFLINE_PACKAGE_PAUSE) ends when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export function finished(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((done) => {
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}

export const runCli = (args: string[], env?: Record<string, string>) =>
  finished(startCli(args, env));

/** A fresh P-256 key pair, written as PEM files (PKCS#8 private, SPKI public). */
export function makeKey(
  dir: string,
  name: string,
): { privateKey: KeyObject; priv: string; pub: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  mkdirSync(dir, { recursive: true });
  const priv = join(dir, `${name}.pem`);
  const pub = join(dir, `${name}.pub.pem`);
  writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
  return { privateKey, priv, pub };
}

/** A small stand-in for the web build: what it ships and what it does not. */
export function fakeDist(dir: string, scriptText = 'console.log(1);\n', extraFiles = 0): string {
  const files: Record<string, string> = {
    '.vite/site.json': '{"origin":"https://pages.example","folder":"/"}\n',
    '.vite/manifest.json': '{}\n',
    'index.html': '<!doctype html><script src="assets/app.js"></script>\n',
    'index.html.br': 'compressed',
    'index.html.gz': 'compressed',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    'assets/app.js': scriptText,
    'assets/app.css': 'body{margin:0}\n',
  };
  for (let i = 0; i < extraFiles; i += 1) files[`assets/part-${i}.js`] = `export const n=${i};\n`;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Every entry of a zip, in order, with its bytes. */
export async function readZip(file: string): Promise<ZipInput[]> {
  const zip = await openZip(file);
  try {
    const out: ZipInput[] = [];
    for (const entry of zip.entries.values()) {
      out.push({ path: entry.path, bytes: await readSmall(zip, entry, 64 * 1024 * 1024) });
    }
    return out;
  } finally {
    zip.close();
  }
}

export async function manifestOf(file: string): Promise<{ manifest: Manifest; bytes: Buffer }> {
  const bytes = (await readZip(file)).find((e) => e.path === MANIFEST_FILE)?.bytes;
  if (!bytes) throw new Error(`${file} has no manifest`);
  return { manifest: JSON.parse(bytes.toString('utf8')) as Manifest, bytes };
}

/** True when every file an installed folder's manifest lists is there with its size and hash. */
export function folderMatchesManifest(folder: string): boolean {
  const manifest = JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as Manifest;
  return manifest.files.every((f) => {
    const bytes = readFileSync(join(folder, f.path));
    return bytes.length === f.size && createHash('sha256').update(bytes).digest('hex') === f.sha256;
  });
}
