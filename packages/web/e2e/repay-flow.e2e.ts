import { describe, expect, it } from 'vitest';
import { VCODE_CALL } from '../src/features/pay-method/calls';
import { vcodeSpecParams } from '../src/features/pay-method/sandbox/vcode-fixtures';
import { useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const VCODE = VCODE_CALL.path;
const LEGACY = '/api/v1/youmi/youmi-api/service/loan';

describe('repayment on the sandbox in real Chromium', () => {
  it("instalments -> default method's virtual account -> bank and method -> 'TELAH MEMBAYAR'", async () => {
    const { page, deviceId } = await b.open('/repay?productId=1&orderId=1001', {
      fixtures: { repay: 'plan-6-partly-paid' },
    });
    const periods = page.getByTestId('instalment-period');
    await periods.first().waitFor();
    expect(await periods.count()).toBe(4);
    await periods.nth(1).click();
    expect(await page.getByTestId('instalment-total').textContent()).toBe('Rp525.000');
    await page.getByTestId('instalment-pay').click();

    // A fresh repayment shows the server's default method at once (is_default 1) ...
    await page.getByTestId('va-number').waitFor();
    expect(page.url()).toContain('#/that?productId=1&orderId=1001&amount=525000&periods=3%2C4');
    expect(page.url()).not.toContain('fresh');
    expect(await page.getByTestId('va-method').textContent()).toContain('BCA · ATM');
    expect(
      vcodeSpecParams((await b.requests(deviceId)).find((r) => r.path === VCODE)?.params),
    ).toEqual({
      productId: '1',
      orderId: '1001',
      amount: '525000',
      payCode: '',
      pay_type: '',
      is_default: '1',
      is_display: '0',
      specific_num: '',
    });
    // ... and "tap to change" leads to the choice.
    await page.getByTestId('va-method').click();
    await page.getByTestId('paymethod-banks').waitFor();
    expect(page.url()).toContain('#/individual?productId=1&orderId=1001&amount=525000');
    await page.getByTestId('paymethod-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Silakan lengkapi informasinya' }).waitFor();
    await page.getByTestId('paymethod-banks').getByText('Mandiri').click();
    await page.getByTestId('paymethod-methods').getByText('MobileBank').click();
    await page.getByTestId('paymethod-submit').click();

    await page.getByTestId('va-number').waitFor();
    expect(page.url()).toContain('#/that?productId=1&orderId=1001&amount=525000');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pelunasan');
    expect(await page.getByTestId('va-method').textContent()).toContain('MANDIRI · MobileBank');
    const vcode = (await b.requests(deviceId)).filter((r) => r.path === VCODE);
    expect(vcodeSpecParams(vcode.at(-1)?.params)).toEqual({
      productId: '1',
      orderId: '1001',
      amount: '525000',
      payCode: 'MANDIRI',
      pay_type: '1',
      is_default: '0',
      is_display: '0',
      specific_num: '1',
    });

    await page.getByTestId('va-paid').click();
    const tip = page.getByRole('dialog');
    await tip.getByText('Pembayaran Anda akan dikonfirmasi secepatnya.').waitFor();
    await tip.getByRole('button', { name: 'BATAL' }).click();
    await tip.waitFor({ state: 'hidden' });
    await page.getByTestId('va-paid').click();
    await page.getByRole('dialog').getByRole('button', { name: 'YA' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(page.url()).toContain('#/that?');

    // The stored choice survives a reload.
    await page.reload();
    await page.getByTestId('va-number').waitFor();
    expect(await page.getByTestId('va-method').textContent()).toContain('MANDIRI · MobileBank');
  });

  it('extension -> default method -> mini market (ALFAMART by default) -> market code and steps', async () => {
    const { page, deviceId } = await b.open('/repayDelay?productId=1&orderId=1001', {
      fixtures: { delay: 'lines-with-empty' },
    });
    await page.getByText('Jumlah pinjaman').waitFor();
    expect(await page.getByText('Denda').count()).toBe(0);
    await page.getByTestId('delay-pay').click();
    await page.getByTestId('va-method').click();
    await page.getByTestId('paymethod-type').getByText('Mini Market').click();
    await page.getByTestId('paymethod-markets').waitFor();
    expect(
      await page
        .getByTestId('paymethod-markets')
        .getByRole('radio', { name: 'ALFAMART' })
        .isChecked(),
    ).toBe(true);
    await page.getByTestId('paymethod-submit').click();
    await page.getByTestId('va-number').waitFor();
    expect(await page.getByTestId('va-number').textContent()).toMatch(/^ALF/);
    await page.getByText('Tunjukkan kode pembayaran kepada kasir').waitFor();
    const vcode = (await b.requests(deviceId)).filter((r) => r.path === VCODE);
    expect(vcodeSpecParams(vcode.at(-1)?.params)).toMatchObject({
      amount: '350000',
      payCode: 'ALFAMART',
      pay_type: '2',
      is_default: '0',
      specific_num: '',
    });
  });

  it('legacy store: card payment with the SMS code, then the borrow detail', async () => {
    const { page, deviceId, sent } = await b.open('/borrowDetail/1001?productId=1', {
      fixtures: { legacy: 'need-valid' },
    });
    await page.getByTestId('legacy-cards').waitFor();
    await page.getByTestId('legacy-pay').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Silakan pilih kartu bank pembayar terlebih dahulu!' })
      .waitFor();
    await page
      .getByTestId('legacy-cards')
      .getByText(/Bank Central Asia/)
      .click();
    await page.getByTestId('legacy-pay').click();
    const sms = page.getByTestId('legacy-sms');
    await sms.waitFor();
    expect(await sms.getByTestId('legacy-sms-resend').isDisabled()).toBe(true);
    expect(await sms.getByTestId('legacy-sms-resend').textContent()).toMatch(
      /Kirim ulang dalam \d+ dtk/,
    );
    await sms.getByTestId('legacy-sms-code').fill('12345');
    await sms.getByTestId('legacy-sms-confirm').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Silakan masukkan kode verifikasi yang benar' })
      .waitFor();
    await sms.getByTestId('legacy-sms-code').fill('654321');
    await sms.getByTestId('legacy-sms-confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'Kode verifikasi salah' }).waitFor();
    await sms.getByTestId('legacy-sms-code').fill('123456');
    await sms.getByTestId('legacy-sms-confirm').click();
    await page.getByText('Pembayaran diajukan').waitFor();
    const log = await b.requests(deviceId);
    expect(log.filter((r) => r.path === `${LEGACY}/repayment-commit`)).toHaveLength(1);
    const confirms = log.filter((r) => r.path === `${LEGACY}/repayment-confirm`);
    expect(confirms.map((r) => r.params.verifyCode)).toEqual(['***', '***']);
    expect(sent(`${LEGACY}/repayment-confirm`).map((p) => p.verifyCode)).toEqual([
      '654321',
      '123456',
    ]);
  });

  it('a double tap on pay sends one request', async () => {
    const { page, deviceId } = await b.open('/borrowDetail/1001?productId=1', {
      fixtures: { legacy: 'no-valid' },
    });
    await page
      .getByTestId('legacy-cards')
      .getByText(/Bank Negara Indonesia/)
      .click();
    await b.setFaults(deviceId, [
      { endpoint: `${LEGACY}/repayment-commit`, latencyMs: 800, times: 1 },
    ]);
    await page.getByTestId('legacy-pay').dblclick();
    await page.getByText('Pembayaran diajukan').waitFor();
    const commits = (await b.requests(deviceId)).filter(
      (r) => r.path === `${LEGACY}/repayment-commit`,
    );
    expect(commits).toHaveLength(1);
  });

  it("card binding goes through bankStart, bankResult and bankEnd, and the cards refresh (in the borrower's language)", async () => {
    const { page, calls, deviceId } = await b.open('/borrowDetail/1001?productId=1', {
      fixtures: { legacy: 'no-cards' },
    });
    await page.getByText('Belum ada kartu bank. Silakan tambahkan dulu').waitFor();
    await page.getByTestId('legacy-add-card').click();
    await page.getByTestId('legacy-bind').click();
    await page.getByText('Silakan selesaikan pengikatan di halaman bank').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id-ID');
    await page.evaluate(() =>
      (window as unknown as { __shellEmit: (e: string, d: unknown) => void }).__shellEmit(
        'bankResult',
        { ok: true, orderId: '1001' },
      ),
    );
    await page.getByText('Belum ada kartu bank. Silakan tambahkan dulu').waitFor();
    expect(page.url()).toContain('#/borrowDetail/1001?productId=1');
    const methods = (await calls()).map((c) => [c.method, c.params]);
    expect(methods).toContainEqual(['bankStart', { orderId: '1001', productId: '1' }]);
    expect(methods).toContainEqual(['bankEnd', { orderId: '1001', productId: '1', ok: true }]);
    // The list on screen is the cached one while the refresh is on its way: wait for the request.
    const ways = async () =>
      (await b.requests(deviceId)).filter((r) => r.path === `${LEGACY}/repayment-way`);
    await expect.poll(async () => (await ways()).length).toBeGreaterThanOrEqual(2);
    expect((await ways()).every((r) => r.params.orderId === '1001')).toBe(true);
  });

  it('changes the pay method from the virtual account and comes back to it', async () => {
    const { page, deviceId } = await b.open('/that?productId=1&orderId=1001&amount=1575000', {
      fixtures: { vcode: 'bank' },
    });
    await page.getByTestId('va-number').waitFor();
    expect(await page.getByTestId('va-method').textContent()).toContain('BCA · ATM');
    await page.getByTestId('va-method').click();
    await page.getByTestId('paymethod-type').getByText('Mini Market').click();
    await page.getByTestId('paymethod-markets').getByText('INDOMARET').click();
    await page.getByTestId('paymethod-submit').dblclick();
    await page.getByTestId('va-number').getByText(/^IND/).waitFor();
    expect(page.url()).toContain('#/that?productId=1&orderId=1001&amount=1575000');
    const vcode = (await b.requests(deviceId)).filter((r) => r.path === VCODE);
    expect(vcode.map((r) => vcodeSpecParams(r.params).is_default)).toEqual(['1', '0']);
    expect(vcodeSpecParams(vcode[1]?.params)).toMatchObject({
      payCode: 'INDOMARET',
      pay_type: '2',
    });
    // The choice went back in history instead of stacking a second virtual-account page on it.
    await page.goBack();
    expect(page.url()).not.toContain('#/individual');
  });

  it('alipay repayment redirects to the checked payment url', async () => {
    const { page, deviceId } = await b.open(
      '/alipayrepayment?orderId=1001&amount=1500000&userId=u-1',
    );
    await page.getByTestId('legacy-alipay-pay').click();
    await page.getByTestId('sandbox-pay-page').waitFor();
    expect(page.url()).toContain('/volleys/__sandbox-pay/huichao?orderId=1001&amount=1500000');
    const huichao = (await b.requests(deviceId)).filter(
      (r) => r.path === `${LEGACY}/repayment-huichao`,
    );
    expect(huichao[0]?.params).toMatchObject({ userId: 'u-1', orderId: '1001', amount: '1500000' });
  });
});
