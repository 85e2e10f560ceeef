import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device, type Fault } from '../../../sandbox';
import { sentParams, useSandbox } from '../../../sandbox/test-server';
import type { Language } from '../../config';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { BorrowDetailPage } from './borrow-detail-page';

const server = useSandbox();
let deviceId = '';
let n = 0;
const BASE = '/api/v1/youmi/youmi-api/service/loan';

async function open(
  fixture = 'cards',
  faults: Fault[] = [],
  orderId = '1001',
  language: Language = 'zh-CN',
  languageType = '2',
) {
  n += 1;
  deviceId = `legacy-unit-${n}`;
  chooseFixtures(deviceId, { legacy: fixture });
  device(deviceId).faults = faults;
  const view = await renderRoute(
    // The Chinese store is asked for with `lang=zh-CN`; the app starts in the market's language.
    `/#/borrowDetail/${orderId}?productId=1&deviceId=${deviceId}&token=t&languageType=${languageType}${language === 'zh-CN' ? '&lang=zh-CN' : ''}`,
    <BorrowDetailPage />,
    {
      pattern: '/borrowDetail/:orderId',
      language: language === 'zh-CN' ? (languageType === '1' ? 'en-IN' : 'id-ID') : language,
    },
  );
  return view;
}

const calls = (path: string) =>
  device(deviceId).requests.filter((r) => r.path === `${BASE}/${path}`);
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const card = (name: RegExp) =>
  within(screen.getByTestId('legacy-cards')).getByRole('radio', { name }) as HTMLInputElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('legacy repayment store (/borrowDetail/:orderId)', () => {
  it.each([
    ['2', 'id-ID', 'Detail pembayaran', 'Silakan pilih kartu bank pembayar terlebih dahulu!'],
    ['1', 'en-IN', 'Repayment details', 'Please choose the paying bank card first!'],
  ] as const)(
    'follows languageType %s like every page (%s), not Chinese',
    async (type, language, title, choose) => {
      await open('cards', [], '1001', language, type);
      // The file's first page also loads the language's texts: a generous wait under load.
      await screen.findByTestId('legacy-cards');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      await userEvent.setup().click(screen.getByTestId('legacy-pay'));
      expect(toasts()).toContain(choose);
    },
  );

  it('speaks Chinese when the route asks for it (lang=zh-CN), starts with no card chosen and asks for one', async () => {
    await open();
    await screen.findByTestId('legacy-cards');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('还款详情');
    expect(calls('repayment-way')[0]?.params).toMatchObject({ orderId: '1001', lang: 'zh-CN' });
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(card(/中亚银行/).checked).toBe(false);
    expect(card(/印尼国家银行/).checked).toBe(false);
    await userEvent.setup().click(screen.getByTestId('legacy-pay'));
    expect(toasts()).toContain('请先选择付款银行卡！');
    expect(calls('repayment-commit')).toHaveLength(0);
  });

  it('pays with the SMS code: minimum length, wrong code, then confirm and the borrow detail', async () => {
    await open();
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/印尼国家银行 \*\*\*\* 5432/));
    await user.click(screen.getByTestId('legacy-pay'));
    const dialog = await screen.findByTestId('legacy-sms');
    // The sandbox log hides the card number and the token; the wire carries them.
    expect(calls('repayment-commit')[0]?.params).toMatchObject({
      cardNo: '***',
      repayToken: '***',
    });
    expect((await sentParams(`${BASE}/repayment-commit`))[0]).toMatchObject({
      amount: '1500000',
      bankName: '印尼国家银行',
      cardId: '12',
      cardNo: '6019020298765432',
      couponId: '',
      orderId: '1001',
      repayToken: 'rt-1001-1',
      bankCode: 'BNI',
      lang: 'zh-CN',
      sendMsg: '1',
    });
    expect((within(dialog).getByTestId('legacy-sms-resend') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByTestId('legacy-sms-resend').textContent).toMatch(
      /^(60|59) 秒后重发$/,
    );
    const input = within(dialog).getByTestId('legacy-sms-code');
    await user.type(input, '123');
    await user.click(within(dialog).getByTestId('legacy-sms-confirm'));
    expect(toasts()).toContain('请输入正确的验证码');
    expect(calls('repayment-confirm')).toHaveLength(0);
    await user.type(input, '999');
    await user.click(within(dialog).getByTestId('legacy-sms-confirm'));
    await waitFor(() => expect(toasts()).toContain('验证码错误'));
    expect((input as HTMLInputElement).value).toBe('123999');
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(within(dialog).getByTestId('legacy-sms-confirm'));
    expect(await screen.findByText('还款申请已提交')).toBeTruthy();
    expect((await sentParams(`${BASE}/repayment-confirm`)).at(-1)).toMatchObject({
      orderId: '1001',
      verifyCode: '123456',
      repaymentRecordId: 'rr-1',
    });
    await waitFor(() => expect(calls('repayment-way').length).toBeGreaterThanOrEqual(2));
  });

  it('pays at once when no SMS code is needed, and a double tap sends one commit', async () => {
    await open('no-valid');
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    const pay = screen.getByTestId('legacy-pay');
    await act(async () => {
      pay.click();
      pay.click();
    });
    expect(await screen.findByText('还款申请已提交')).toBeTruthy();
    expect(calls('repayment-commit')).toHaveLength(1);
    await user.click(screen.getByTestId('legacy-done-back'));
    expect(window.location.hash).toBe('#/loanDetails?productId=1&orderId=1001');
  });

  it('after the repayment is submitted, "My orders" goes to the mine tab (goMine)', async () => {
    const goMine = vi.spyOn(bridge, 'goMine').mockResolvedValue(undefined);
    await open('no-valid');
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    await user.click(screen.getByTestId('legacy-pay'));
    await user.click(await screen.findByTestId('legacy-done-orders'));
    expect(goMine).toHaveBeenCalledWith({});
  });

  it.each([
    [800006, '验证码错误'],
    [800005, '请勿重复提交支付申请'],
  ])('tells code %s', async (code, text) => {
    await open('cards', [{ endpoint: `${BASE}/repayment-commit`, code, times: 1 }]);
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    await user.click(screen.getByTestId('legacy-pay'));
    await waitFor(() => expect(toasts()).toContain(text));
    expect(card(/中亚银行/).checked).toBe(true);
  });

  it("tells other failures with the server's message, or '处理失败'", async () => {
    await open('cards', [
      { endpoint: `${BASE}/repayment-commit`, code: 800100, message: '银行维护中', times: 1 },
      { endpoint: `${BASE}/repayment-commit`, code: 800101, message: '', times: 1 },
    ]);
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    await user.click(screen.getByTestId('legacy-pay'));
    await waitFor(() => expect(toasts()).toContain('银行维护中'));
    await user.click(screen.getByTestId('legacy-pay'));
    await waitFor(() => expect(toasts()).toContain('处理失败'));
  });

  it('checks a dropped commit again with the same key, says so, and keeps the card', async () => {
    const COMMIT = `${BASE}/repayment-commit`;
    await open('cards', [{ endpoint: COMMIT, drop: true, times: 3 }]);
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    await user.click(screen.getByTestId('legacy-pay'));
    await waitFor(() => expect(toasts()).toContain('正在确认您的请求是否已提交…'));
    await waitFor(() => expect(toasts().some((t) => t.includes('暂时无法确认'))).toBe(true), {
      timeout: 10_000,
    });
    expect(card(/中亚银行/).checked).toBe(true);
    await user.click(screen.getByTestId('legacy-pay'));
    expect(await screen.findByTestId('legacy-sms')).toBeTruthy();
    const keys = device(deviceId)
      .requests.filter((r) => r.path === COMMIT)
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("says '查询卡列表失败' when the card list fails, and retries", async () => {
    await open('cards', [
      { endpoint: `${BASE}/repayment-way`, code: 500100, message: 'db down', times: 1 },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('查询卡列表失败');
    await userEvent.setup().click(within(alert).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByTestId('legacy-cards')).toBeTruthy();
  });

  it('offers adding a card when there is none', async () => {
    await open('no-cards');
    await screen.findByText('暂无银行卡，请先添加');
    await userEvent.setup().click(screen.getByTestId('legacy-add-card'));
    expect(window.location.hash).toBe('#/addnormalcard?orderId=1001&productId=1&lang=zh-CN');
  });
});

describe('legacy repayment store: an unusual commit answer', () => {
  it('is never taken for a finished payment', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(`*/volleys${BASE}/repayment-commit`, () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { repayRecordId: 'x' } }),
      ),
    );
    await open();
    await screen.findByTestId('legacy-cards');
    const user = userEvent.setup();
    await user.click(card(/中亚银行/));
    await user.click(screen.getByTestId('legacy-pay'));
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    expect(screen.queryByText('还款申请已提交')).toBeNull();
    expect(card(/中亚银行/).checked).toBe(true);
  });
});
