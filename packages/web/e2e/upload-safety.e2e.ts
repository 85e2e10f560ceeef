import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

// A complaint "photo" that is an SVG runs script wherever it is opened as a document: on the
// pages' origin it could read the borrower's session. The pages take raster photos only, send
// them re-encoded, and the sandbox refuses anything else and serves uploads as downloads.

const b = useBrowser({ reuseContexts: true });
const UPLOAD = '/user-problem/upload-problem-img';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__svgRan=1"><script>window.__svgRan=1;alert(sessionStorage.length)</script></svg>';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real 8×8 grey PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8;
  header[9] = 0; // greyscale
  const raw = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill(128)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openForm() {
  const deviceId = newDeviceId('svg');
  const opened = await b.open('/complainPageNext?problemType=2&orderNo=1001', {
    identity: borrowerIdentity(deviceId, '1'),
  });
  const dialogs: string[] = [];
  opened.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await opened.page.getByTestId('complaint-text').waitFor();
  return { ...opened, dialogs };
}

describe('complaint uploads in real Chromium', () => {
  it('refuses an SVG photo (named and typed as one, or as a PNG): told, nothing sent, nothing run, the text kept', async () => {
    const { page, deviceId, dialogs } = await openForm();
    expect(await page.getByTestId('complaint-image-input').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/heic,image/heif',
    );
    await page.getByTestId('complaint-text').fill('The bill is wrong.');
    for (const [name, mimeType] of [
      ['cat.svg', 'image/svg+xml'],
      ['photo.png', 'image/png'],
    ] as const) {
      await page
        .getByTestId('complaint-image-input')
        .setInputFiles({ name, mimeType, buffer: Buffer.from(SVG) });
      await page
        .getByTestId('toast')
        .filter({ hasText: `"${name}" is not a JPEG, PNG or WebP photo, so it was not added.` })
        .waitFor();
    }
    expect(await page.locator('[data-testid="complaint-images"] li[data-status]').count()).toBe(0);
    expect((await b.requests(deviceId)).filter((r) => r.path === UPLOAD)).toHaveLength(0);
    expect(await page.getByTestId('complaint-text').inputValue()).toBe('The bill is wrong.');
    expect(await page.evaluate(() => (window as { __svgRan?: number }).__svgRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it('the sandbox refuses an SVG sent past the page, and serves a photo as a re-encoded download', async () => {
    const { page, dialogs } = await openForm();
    // A client that skips the pages' checks: the server refuses the SVG by its bytes.
    const refused = await page.evaluate(async (svg) => {
      const form = new FormData();
      form.append('problemImage', new Blob([svg], { type: 'image/png' }), 'photo.png');
      const response = await fetch('/volleys/user-problem/upload-problem-img?languageType=1', {
        method: 'POST',
        body: form,
      });
      return response.json();
    }, SVG);
    expect(refused).toMatchObject({
      code: -1,
      message: 'Only JPEG, PNG or WebP pictures can be uploaded',
    });

    // A real PNG goes up re-encoded (a JPEG, not the picked bytes) and comes back as a download.
    await page
      .getByTestId('complaint-image-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    const tile = page.locator('[data-testid="complaint-images"] li[data-status="done"] img');
    await tile.waitFor();
    const src = (await tile.getAttribute('src')) ?? '';
    const served = await page.context().request.get(src);
    expect(served.status()).toBe(200);
    const headers = served.headers();
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['content-disposition']).toBe('attachment');
    expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect([...(await served.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The picture still shows in the page (an <img> ignores those headers), once it has loaded.
    await expect
      .poll(() =>
        tile.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
        ),
      )
      .toBe(8);
    expect(dialogs).toEqual([]);
  });
});
