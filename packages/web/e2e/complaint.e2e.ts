import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { borrowerIdentity, newDeviceId, useBrowser } from './harness';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable RGB PNG of one colour, for the browser tests' photo uploads. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const b = useBrowser({ reuseContexts: true });
const SAVE = '/user-problem/problem-save';
const UPLOAD = '/user-problem/upload-problem-img';

const tiles = (page: Page, status: string) =>
  page.locator(`[data-testid="complaint-images"] li[data-status="${status}"]`);

async function openForm(deviceId = newDeviceId('cp')) {
  const opened = await b.open('/complaint', { identity: borrowerIdentity(deviceId, '1') });
  await opened.page.getByRole('button', { name: 'Repayment' }).click();
  await opened.page.getByTestId('complaint-text').waitFor();
  expect(opened.page.url()).toContain('#/complainPageNext?problemType=2&orderNo=1001');
  return opened;
}

describe('complaints in real Chromium on the sandbox', () => {
  it('sends a complaint with two photos, the large one scaled down, and returns to the entry', async () => {
    const { page, deviceId } = await openForm();
    await page
      .getByTestId('complaint-text')
      .fill('I paid at the mini market but the bill is still unpaid.');
    await page.getByTestId('complaint-image-input').setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(2400, 1200, [200, 40, 40]) },
      { name: 'screen.png', mimeType: 'image/png', buffer: solidPng(320, 640, [40, 120, 200]) },
    ]);
    await tiles(page, 'done').nth(1).waitFor();
    expect(
      await page.getByTestId('toast').filter({ hasText: 'Upload succeeded!' }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('complaint-image-input').count()).toBe(1);

    // The photos shown are the uploaded ones, served back by the sandbox, once they have loaded.
    const images = tiles(page, 'done').locator('img');
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const shown = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.src,
        w: img.naturalWidth,
        h: img.naturalHeight,
      })),
    );
    expect(
      shown.map((s) => s.src).every((src) => src.includes('/volleys/user-problem/image/')),
    ).toBe(true);
    // 2400 x 1200 was scaled to a 1600 px long side; the small one kept its size. Both went
    // re-encoded as JPEG: the picked bytes never leave the phone.
    expect(shown.map((s) => [s.w, s.h]).sort()).toEqual(
      [
        [1600, 800],
        [320, 640],
      ].sort(),
    );
    const types = await Promise.all(
      shown.map(async (s) => (await fetch(s.src)).headers.get('content-type')),
    );
    expect(types).toEqual(['image/jpeg', 'image/jpeg']);

    await page.getByTestId('complaint-submit').click();
    const sent = page.getByTestId('complaint-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Successfully Sent');
    expect(await sent.textContent()).toContain('will reply within 3 weekdays');
    // Back to the entry as the borrower left it (the order chosen there), not a second copy of it.
    await page.waitForURL(/#\/complaint$/);
    await page.getByTestId('complaint-types').waitFor();

    const saves = (await b.requests(deviceId)).filter((r) => r.path === SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.params).toMatchObject({ problemType: '2', orderNo: '1001' });
    expect(saves[0]?.params.problemImage?.split(',')).toEqual(shown.map((s) => s.src));
    // The draft is gone: a new complaint of the same kind starts empty.
    await page.getByRole('button', { name: 'Repayment' }).click();
    expect(await page.getByTestId('complaint-text').inputValue()).toBe('');
    expect(await tiles(page, 'done').count()).toBe(0);

    await page.evaluate(() => {
      window.location.hash = '#/complaintList';
    });
    await page.getByTestId('tab-pane-0').getByText('I paid at the mini market').waitFor();
  });

  it('keeps the text and the uploaded photo across a reload in the middle', async () => {
    const { page, deviceId } = await openForm();
    await page.getByTestId('complaint-text').fill('The collector was rude on the phone.');
    await page.getByTestId('complaint-image-input').setInputFiles({
      name: 'call-log.png',
      mimeType: 'image/png',
      buffer: solidPng(400, 300, [20, 160, 60]),
    });
    await tiles(page, 'done').first().waitFor();
    await page.reload();
    await page.getByTestId('complaint-text').waitFor();
    expect(await page.getByTestId('complaint-text').inputValue()).toBe(
      'The collector was rude on the phone.',
    );
    expect(await page.getByTestId('complaint-counter').textContent()).toBe('36/200');
    const img = tiles(page, 'done').locator('img');
    // The restored picture downloads again after the reload: on a busy machine that takes more than
    // expect.poll's default second.
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBe(400);
    const src = await img.getAttribute('src');
    await page.getByTestId('complaint-submit').click();
    await page.getByTestId('complaint-sent').waitFor();
    const saves = (await b.requests(deviceId)).filter((r) => r.path === SAVE);
    expect(saves[0]?.params.problemDetail).toBe('The collector was rude on the phone.');
    expect(saves[0]?.params.problemImage).toBe(src);
  });

  it('keeps a failed upload with a retry, and never sends an empty complaint', async () => {
    const deviceId = newDeviceId('cp');
    await b.setFaults(deviceId, [{ endpoint: UPLOAD, status: 500, times: 1 }]);
    const { page } = await openForm(deviceId);
    await page.getByTestId('complaint-image-input').setInputFiles({
      name: 'a.png',
      mimeType: 'image/png',
      buffer: solidPng(100, 100, [0, 0, 0]),
    });
    await tiles(page, 'failed').waitFor();
    await page.getByRole('button', { name: 'Upload photo 1 again' }).click();
    await tiles(page, 'done').waitFor();
    await page.getByTestId('complaint-submit').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Please fill in your comments and suggestions' })
      .waitFor();
    expect((await b.requests(deviceId)).filter((r) => r.path === SAVE)).toHaveLength(0);
  });

  it('refuses a collection complaint on an order that does not support it', async () => {
    const { page } = await b.open('/complaint?orderNo=1002', {
      identity: borrowerIdentity(newDeviceId('cp'), '1'),
    });
    await page.getByRole('button', { name: 'Collection' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'The selected order does not support sending collection types' })
      .waitFor();
    expect(await page.getByTestId('complaint-son-types').count()).toBe(0);
  });
});
