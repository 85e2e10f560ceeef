import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { AlipayRepaymentPage } from './alipay-repayment-page';

const server = useSandbox();
const PATH = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';

async function open(query: string) {
  await renderRoute(
    `/#/alipayrepayment?${query}&deviceId=alipay-unit&token=t&languageType=2&lang=zh-CN`,
    <AlipayRepaymentPage />,
    { language: 'id-ID' },
  );
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('alipay repayment (/alipayrepayment)', () => {
  it('sends userId, orderId and amount once however often it is tapped, and refuses an unsafe url', async () => {
    let calls = 0;
    server.use(
      http.post(`*/volleys${PATH}`, () => {
        calls += 1;
        return HttpResponse.json({ code: 0, message: 'ok', data: { url: 'javascript:alert(1)' } });
      }),
    );
    await open('orderId=1001&amount=1500000&userId=u-9');
    const pay = await screen.findByTestId('legacy-alipay-pay');
    await act(async () => {
      pay.click();
      pay.click();
    });
    await waitFor(() => expect(toasts()).toContain('支付链接无效，请稍后重试'));
    expect(calls).toBe(1);
  });

  it('passes the parameters to the sandbox and tells a server failure', async () => {
    device('alipay-unit').faults = [
      { endpoint: PATH, code: 800100, message: '通道关闭', times: 1 },
    ];
    await open('orderId=1001&amount=1500000&userId=u-9');
    (await screen.findByTestId('legacy-alipay-pay')).click();
    await waitFor(() => expect(toasts()).toContain('通道关闭'));
    expect(device('alipay-unit').requests.at(-1)?.params).toMatchObject({
      userId: 'u-9',
      orderId: '1001',
      amount: '1500000',
    });
  });

  it('needs an order and an amount', async () => {
    await open('orderId=1001');
    expect((await screen.findByRole('alert')).textContent).toContain('缺少还款金额');
  });
});
