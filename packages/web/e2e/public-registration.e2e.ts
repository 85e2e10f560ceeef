import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const CAMPAIGN = 'app_from=af&user_from=uf&utm_tag=ut';

/** A visitor from a link: no token, a device id so the sandbox keeps this test's state apart. */
async function openTemplate(query: string, languageType = '2') {
  const deviceId = newDeviceId('promo');
  const opened = await b.open(`/registerTemplate?${query}`, {
    identity: { deviceId, languageType },
    shell: false,
  });
  await captchaLoaded(opened.page);
  return opened;
}

/** Waits for the captcha picture to be really drawn (the <img> loaded the sandbox's SVG). */
async function captchaLoaded(page: Page, notSrc = ''): Promise<string> {
  const img = page.getByTestId('register-captcha-image');
  await img.waitFor();
  await page.waitForFunction((previous) => {
    const el = document.querySelector<HTMLImageElement>('[data-testid="register-captcha-image"]');
    return Boolean(el?.complete && el.naturalWidth > 0 && el.getAttribute('src') !== previous);
  }, notSrc);
  return (await img.getAttribute('src')) ?? '';
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).waitFor();

describe('registration template in Chromium on the sandbox', () => {
  it('registers a new number end to end and lands on the download page', async () => {
    const { page, deviceId, sent } = await openTemplate(`id=1&${CAMPAIGN}`);
    await page.getByTestId('register-phone').fill('081234567890');
    await page.getByTestId('register-captcha').fill('1234');
    await page.getByTestId('register-send-sms').click();
    await toast(page, 'Kode telah dikirim. Silakan periksa HP Anda!');
    expect(await page.getByTestId('register-send-sms').textContent()).toMatch(/^(60|59) dtk$/);
    // aria-disabled, not disabled: the tap still reaches the page, which says why nothing is sent.
    await page.getByTestId('register-send-sms').click({ force: true });
    await toast(page, 'Jangan meminta kode lagi sekarang!');
    await page.getByTestId('register-sms').fill('123456');
    await page.getByTestId('register-submit').click();
    await toast(page, 'Pendaftaran berhasil');
    await page.waitForURL(
      (url) => url.hash === '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=1',
    );
    const android = page.getByTestId('download-android');
    await android.waitFor();
    expect(await android.getAttribute('href')).toContain('play.google.com');

    const requests = await b.requests(deviceId);
    const paths = requests.map((r) => r.path.replace('/api/v2/youmi/', ''));
    for (const p of [
      'service/channel/channel-template',
      'promotion/track-visit',
      'promotion/get-sid',
      'promotion/get-captcha',
      'promotion/get-sms',
      'promotion/track-click',
      'promotion/register',
    ]) {
      expect(paths, p).toContain(p);
    }
    // The sandbox's log hides the codes; the wire carries them.
    const register = requests.find((r) => r.path.endsWith('/register'));
    expect(register?.params).toMatchObject({ smsCode: '***', capcode: '***' });
    expect(sent('/register')[0]).toMatchObject({
      smsCode: '123456',
      capcode: '1234',
      deviceId,
      id: '1',
      app_from: 'af',
      user_from: 'uf',
      utm_tag: 'ut',
      merchantNumber: 'M0001',
    });
  });

  it('refreshes the picture after a wrong captcha and then succeeds with the new one', async () => {
    const { page } = await openTemplate(`id=1&${CAMPAIGN}`);
    const first = await captchaLoaded(page);
    await page.getByTestId('register-phone').fill('081234567891');
    await page.getByTestId('register-captcha').fill('0000');
    await page.getByTestId('register-send-sms').click();
    await toast(page, 'Kode captcha salah');
    const second = await captchaLoaded(page, first);
    expect(second).not.toBe(first);
    expect(await page.getByTestId('register-captcha').inputValue()).toBe('');
    expect(await page.getByTestId('register-phone').inputValue()).toBe('0812 3456 7891');
    // The visitor can also ask for a new picture by tapping it.
    await page.getByTestId('register-captcha-image').click();
    const third = await captchaLoaded(page, second);
    expect(third).not.toBe(second);
    await page.getByTestId('register-captcha').fill('1234');
    await page.getByTestId('register-send-sms').click();
    await toast(page, 'Kode telah dikirim');
  });

  it('sends an already registered number to the download page (Chinese template)', async () => {
    const { page } = await openTemplate(`id=2&${CAMPAIGN}&links_id=L7`);
    await page.getByText('手机号', { exact: true }).waitFor();
    await page.getByTestId('register-phone').fill('13800000011');
    await page.getByTestId('register-captcha').fill('1234');
    await page.getByTestId('register-send-sms').click();
    await toast(page, '您已注册,请直接下载APP登录！');
    await page.waitForURL(
      (url) =>
        url.hash === '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=2&links_id=L7',
    );
    await page.getByRole('heading', { name: '下载融易借' }).waitFor();
  });

  it('tells a dropped connection as error on the Chinese template, keeping the input', async () => {
    const { page, deviceId } = await openTemplate(`id=2&${CAMPAIGN}`);
    // No `times`: Chromium retries a request whose reused connection was dropped.
    await b.setFaults(deviceId, [{ endpoint: '/api/v2/youmi/promotion/get-sms', drop: true }]);
    await page.getByTestId('register-phone').fill('13912345678');
    await page.getByTestId('register-captcha').fill('1234');
    await page.getByTestId('register-send-sms').click();
    await toast(page, 'error');
    expect(await page.getByTestId('register-phone').inputValue()).toBe('139 1234 5678');
    await b.clearFaults(deviceId);
    await page.getByTestId('register-send-sms').click();
    await toast(page, '验证码已发送，请在手机上查看！');
  });
});
