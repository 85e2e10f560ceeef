import { describe, expect, it } from 'vitest';
import { UPLOAD_HEADERS } from '../hosting/security-headers';
import { useNodeFileForMultipart } from '../src/test/files';
import { useSandbox } from './test-server';

useSandbox();
useNodeFileForMultipart();

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** A multipart upload written by hand, as a client that bypasses the pages' checks would. */
async function upload(device: string, content: Uint8Array | string, type: string, name: string) {
  const boundary = 'sandbox-upload-test';
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const body = new Uint8Array([
    ...new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    ...bytes,
    ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(
    'http://localhost/volleys/user-problem/upload-problem-img?languageType=1',
    {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'X-Device-Id': device,
        Authorization: 'Bearer t',
      },
      body,
    },
  );
  return (await response.json()) as { code: number; message: string; data: { url: string } };
}

describe('sandbox uploads', () => {
  it('refuses anything but a JPEG, PNG or WebP by its bytes, whatever it claims to be', async () => {
    for (const [content, type, name] of [
      [SVG, 'image/svg+xml', 'cat.svg'],
      [SVG, 'image/png', 'photo.png'],
      ['<!doctype html><script>alert(1)</script>', 'image/jpeg', 'photo.jpg'],
      ['GIF89a....', 'image/gif', 'a.gif'],
    ] as const) {
      const answer = await upload('up-refused', content, type, name);
      expect(answer, name).toMatchObject({
        code: -1,
        message: 'Only JPEG, PNG or WebP pictures can be uploaded',
      });
    }
  });

  it('serves an upload as a download that cannot render, with the type its bytes show', async () => {
    // Declared as SVG, but the bytes are a PNG: stored and served as the PNG it is.
    const answer = await upload(
      'up-ok',
      new Uint8Array([...PNG, 1, 2, 3]),
      'image/svg+xml',
      'x.svg',
    );
    expect(answer.code).toBe(0);
    const served = await fetch(answer.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    for (const [name, value] of Object.entries(UPLOAD_HEADERS))
      expect(served.headers.get(name), name).toBe(value);
    expect(UPLOAD_HEADERS).toEqual({
      'Content-Disposition': 'attachment',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
    const jpeg = await upload('up-ok', new Uint8Array([...JPEG, 9]), 'image/jpeg', 'a.jpg');
    expect((await fetch(jpeg.data.url)).headers.get('content-type')).toBe('image/jpeg');
  });
});
