import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedFile } from './compressed-file';

describe('static files compressed once', () => {
  it('compresses a file once per encoding and again when a build replaces it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'compressed-')), 'app.js');
    writeFileSync(file, 'console.log("one");'.repeat(200));
    const br = compressedFile(file, 'br');
    expect(brotliDecompressSync(br).toString()).toBe('console.log("one");'.repeat(200));
    expect(br.length).toBeLessThan(200);
    // The same bytes, not a second compression.
    expect(compressedFile(file, 'br')).toBe(br);
    expect(gunzipSync(compressedFile(file, 'gzip')).toString()).toContain('console.log("one")');

    writeFileSync(file, 'console.log("two");'.repeat(200));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(brotliDecompressSync(compressedFile(file, 'br')).toString()).toContain('"two"');
  });
});

describe("the build's precompressed files", () => {
  it('serves the .br / .gz beside a file as they are, and not once the file is newer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    const file = join(dir, 'shell.js');
    writeFileSync(file, 'console.log("raw");'.repeat(200));
    // Marked bodies: compressing here would never produce them.
    writeFileSync(`${file}.br`, 'from the build (br)');
    writeFileSync(`${file}.gz`, 'from the build (gz)');
    expect(compressedFile(file, 'br').toString()).toBe('from the build (br)');
    expect(compressedFile(file, 'gzip').toString()).toBe('from the build (gz)');

    // A rebuilt file with stale copies beside it: compressed here again, from the new bytes.
    writeFileSync(file, 'console.log("new");'.repeat(200));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(brotliDecompressSync(compressedFile(file, 'br')).toString()).toContain('"new"');
  });
});
