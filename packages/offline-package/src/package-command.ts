import { spawnSync } from 'node:child_process';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTRACT_VERSION } from '@hybrid-loan/bridge-sdk';
import { collectFiles, writePackage } from './build-package.js';
import { deltaFrom, kilobytes } from './delta.js';
import { commitFacts, isTracked } from './git-facts.js';
import { keyIdOf } from './keys.js';
import { isTestKey } from './test-keys.js';

/** The repository's root (this file is packages/offline-package/src/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB = join(REPO_ROOT, 'packages/web');
/** Where packages go without --out. */
export const DEFAULT_OUT = join(REPO_ROOT, 'packages/offline-package/out');
/** The app name in the manifest and the zip's name. */
export const PACKAGE_APP = 'hybrid-loan-web';
/** The build's own record of where it is served (written by the web build). */
const SITE_FILE = '.vite/site.json';

/** Paths on the command line are the caller's (npm runs root scripts from the root). */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The signing key: `--key <file>`, else OFFLINE_PACKAGE_KEY (PEM text, or a file's path). */
function loadPrivateKey(keyArg: string | undefined): KeyObject {
  const env = process.env.OFFLINE_PACKAGE_KEY;
  let pem: string;
  if (keyArg !== undefined || (env !== undefined && !env.includes('-----BEGIN'))) {
    const file = fromCaller(keyArg ?? env ?? '');
    if (!existsSync(file)) throw new Error(`The signing key ${file} does not exist.`);
    if (isTracked(REPO_ROOT, file)) {
      throw new Error(
        `The signing key ${file} is tracked by git: a signing key never comes from the repository.`,
      );
    }
    pem = readFileSync(file, 'utf8');
  } else if (env !== undefined) {
    pem = env;
  } else {
    throw new Error('No signing key: pass --key <private.pem> or set OFFLINE_PACKAGE_KEY.');
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('The signing key is not a PEM private key.');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(
      'The signing key is not an ECDSA P-256 key (openssl ecparam -name prime256v1 -genkey).',
    );
  }
  return key;
}

function buildWeb(): void {
  const run = spawnSync('npm', ['run', 'build', '-w', '@hybrid-loan/web'], {
    cwd: REPO_ROOT,
    // A production build whatever the caller's NODE_ENV (a test runner sets `test`, which would
    // give React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (run.status !== 0)
    throw new Error('The web build failed (npm run build -w @hybrid-loan/web).');
}

const OPTIONS = {
  key: { type: 'string' },
  out: { type: 'string' },
  previous: { type: 'string' },
  production: { type: 'boolean' },
  'skip-build': { type: 'boolean' },
  dist: { type: 'string' },
  build: { type: 'string' },
  'created-at': { type: 'string' },
  'expires-at': { type: 'string' },
} as const;

/** `package`: builds the web app (unless told not to), writes one signed zip, prints its sizes. */
export async function packageCommand(args: string[]): Promise<string[]> {
  const { values } = parseArgs({ args, options: OPTIONS, strict: true });
  const key = loadPrivateKey(values.key);
  if (values.production && isTestKey(key)) {
    throw new Error(
      `The key ${keyIdOf(key)} is a test key (src/test-key-ids.json): a production package needs the production key.`,
    );
  }
  const dist = values.dist ? fromCaller(values.dist) : join(WEB, 'dist');
  if (!values.dist && !values['skip-build']) buildWeb();
  const siteFile = join(dist, SITE_FILE);
  if (!existsSync(siteFile)) {
    throw new Error(
      `${dist} is not a web build (no ${SITE_FILE}): run npm run build -w @hybrid-loan/web.`,
    );
  }
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { origin: string; folder: string };
  const needsGit = values.build === undefined || values['created-at'] === undefined;
  const fromGit = needsGit ? commitFacts(REPO_ROOT) : null;
  const build = values.build === undefined ? (fromGit?.build ?? 0) : Number(values.build);
  if (!Number.isSafeInteger(build) || build < 1)
    throw new Error('--build takes a whole number of 1 or more.');
  const createdAt = new Date(values['created-at'] ?? fromGit?.createdAt ?? '').toISOString();
  const expiresAt = values['expires-at'] ? new Date(values['expires-at']).toISOString() : undefined;
  const version = (
    JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const written = await writePackage(
    collectFiles(dist),
    {
      app: PACKAGE_APP,
      version,
      build,
      origin: site.origin,
      folder: site.folder,
      entry: 'index.html',
      contracts: { bridge: CONTRACT_VERSION },
      createdAt,
      ...(expiresAt ? { expiresAt } : {}),
    },
    key,
    values.out ? fromCaller(values.out) : DEFAULT_OUT,
  );
  const { manifest } = written;
  const lines = [written.file];
  lines.push(
    `version=${manifest.version} build=${manifest.build} files=${manifest.files.length} key=${keyIdOf(key)}`,
  );
  lines.push(
    `size: ${kilobytes(written.zippedBytes)} zipped, ${kilobytes(written.unzippedBytes)} unzipped`,
  );
  if (values.previous) {
    const delta = await deltaFrom(fromCaller(values.previous), manifest, written.file);
    lines.push(
      `changed since ${values.previous}: ${delta.changedFiles} of ${manifest.files.length} files, ${kilobytes(delta.changedBytes)} (${kilobytes(delta.changedZippedBytes)} zipped); ${delta.removedFiles} removed`,
    );
  }
  return lines;
}
