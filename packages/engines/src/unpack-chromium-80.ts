import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * Unpacks the Chromium 80 that chrome-aws-lambda 2.1.1 ships (bin/chromium.br) into a folder of
 * our own, named after the package version. chrome-aws-lambda's own `executablePath` would
 * unpack to /tmp/chromium and reuse whatever binary is there, whatever its version; ours checks
 * the version it unpacked.
 */
export async function unpackChromium80(): Promise<string> {
  const pkgPath = require.resolve('chrome-aws-lambda/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string };
  const dir = process.env.CHROMIUM_80_DIR || join(tmpdir(), `hybrid-loan-chromium-${pkg.version}`);
  const binary = join(dir, 'chromium');
  const packed = join(dirname(pkgPath), 'bin', 'chromium.br');
  // The headless build prints no --version: a marker names what was unpacked, and the launcher
  // checks the running browser's version.
  const marker = join(dir, 'unpacked-from.json');
  const expected = JSON.stringify({ package: pkg.version, bytes: statSync(packed).size });
  if (existsSync(binary) && existsSync(marker) && readFileSync(marker, 'utf8') === expected)
    return binary;
  mkdirSync(dir, { recursive: true });
  const partial = `${binary}.${process.pid}.part`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(packed)));
  chmodSync(partial, 0o755);
  // Atomic: parallel test workers may unpack at once.
  renameSync(partial, binary);
  writeFileSync(marker, expected);
  return binary;
}
