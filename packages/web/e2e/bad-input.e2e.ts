import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const VCODE = '/v3/loan-details/generate-vcode';

describe('pages survive returns and bad links (real Chromium on the sandbox)', () => {
  it('three resumes on the virtual account page post generate-vcode once', async () => {
    const { page, deviceId } = await b.open('/that?productId=1&orderId=1001&amount=1575000', {
      fixtures: { vcode: 'bank' },
    });
    await page.getByTestId('va-number').waitFor();
    const number = await page.getByTestId('va-number').textContent();
    for (let i = 0; i < 3; i++) {
      // Back from the banking app: the shell's resume, and the page becoming visible again.
      await page.evaluate(() => {
        (window as unknown as { __shellEmit: (e: string) => void }).__shellEmit('resume');
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
        window.dispatchEvent(new Event('online'));
      });
      await page.waitForTimeout(300);
    }
    const posted = (await b.requests(deviceId)).filter((r) => r.path === VCODE);
    expect(posted).toHaveLength(1);
    expect(await page.getByTestId('va-number').textContent()).toBe(number);
  });

  it('a malformed hash link shows the not-found page with a way home', async () => {
    const { page } = await b.open('/borrowDetail/%E0%A4%A');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.getByRole('heading', { name: /tidak ditemukan|not found/i }).waitFor();
    const home = page.getByRole('link', { name: /beranda|home/i });
    await home.click();
    await page.waitForFunction(() => window.location.hash === '#/');
    expect(errors).toEqual([]);
  });
});
