import { describe, expect, it } from 'vitest';
import { RASTER_ACCEPT, rasterType } from '../../lib/validation';
import { useJsdomCanvas } from '../../test/canvas';
import { jsdomFile, PNG_SIGNATURE, pngFile } from '../../test/files';
import { MAX_IMAGE_BYTES, prepareImage } from './prepare-image';

useJsdomCanvas();

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)),
  );
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const head = async (blob: Blob) => new Uint8Array(await blob.slice(0, 12).arrayBuffer());

describe('raster types by their bytes', () => {
  it('knows JPEG, PNG, WebP and HEIC, and nothing else', () => {
    expect(rasterType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(rasterType(bytes(PNG_SIGNATURE))).toBe('image/png');
    expect(rasterType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(rasterType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
    expect(rasterType(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('image/heic');
    for (const other of [
      bytes(SVG),
      bytes('<?xml version="1.0"?><svg'),
      bytes('<!doctype html><script>'),
      bytes('%PDF-1.7'),
      bytes('GIF89a'),
      bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'),
      bytes([0, 0, 0, 24], 'ftypmp42'),
      bytes([0x89, 0x50, 0x4e]),
      new Uint8Array(0),
    ])
      expect(rasterType(other)).toBeNull();
  });

  it('is what the picker offers', () => {
    expect(RASTER_ACCEPT.split(',')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
    ]);
  });
});

describe('preparing a complaint photo', () => {
  it('refuses an SVG, whatever type or name it claims', async () => {
    for (const file of [
      jsdomFile([SVG], 'cat.svg', 'image/svg+xml'),
      jsdomFile([SVG], 'photo.png', 'image/png'),
      jsdomFile([SVG], 'photo.jpg', ''),
      jsdomFile(['<!doctype html><script>alert(1)</script>'], 'photo.webp', 'image/webp'),
    ])
      expect(await prepareImage(file), file.name).toEqual({ ok: false, reason: 'type' });
  });

  it('always sends a re-encoded JPEG, never the picked bytes', async () => {
    const picked = pngFile('receipt.png', 256);
    const prepared = await prepareImage(picked);
    if (!prepared.ok) throw new Error(`refused: ${prepared.reason}`);
    expect(prepared.file).not.toBe(picked);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(rasterType(await head(prepared.file))).toBe('image/jpeg');
  });

  it('refuses a file it cannot decode, and one over 10 MB', async () => {
    // HEIC where the engine has no decoder (the stand-in decoder has none, like Chromium).
    const heic = jsdomFile([bytes([0, 0, 0, 24], 'ftypheic', new Array(32).fill(0))], 'a.heic', '');
    expect(await prepareImage(heic)).toEqual({ ok: false, reason: 'unreadable' });
    const big = jsdomFile([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', 'image/png');
    expect(await prepareImage(big)).toEqual({ ok: false, reason: 'size' });
  });
});
