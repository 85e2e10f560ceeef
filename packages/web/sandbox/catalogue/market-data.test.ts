import { describe, expect, it } from 'vitest';
import type { Market } from '../../src/config/market';
import { formatAmount, formatDate } from '../../src/lib/format';
import { chooseFixtures } from '../store';
import { useSandbox } from '../test-server';
import { CATALOGUE } from './catalogue';
import { LOGO_BASE } from './logo-files';

useSandbox();
const ORIGIN = 'http://sandbox.test';
const LANGUAGE_TYPE: Record<Market, string> = { IN: '1', ID: '2' };
const ORDER = { productId: '1', orderId: '1001' };

type Body = { code: number | string; message: string; data: unknown };

async function call(
  market: Market,
  path: string,
  params: Record<string, string> = {},
  deviceId = `md-${market}`,
): Promise<Body> {
  const response = await fetch(`${ORIGIN}/volleys${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      deviceId,
      languageType: LANGUAGE_TYPE[market],
      ...params,
    }).toString(),
  });
  return (await response.json()) as Body;
}

/** Every borrower screen's data the sandbox serves for order 1001, in one market. */
async function everyScreen(market: Market): Promise<Record<string, Body>> {
  const vcode = {
    ...ORDER,
    amount: '1000',
    payCode: '',
    pay_type: '',
    is_default: '1',
    is_display: '0',
    specific_num: '',
  };
  return {
    details: await call(market, '/v3/loan-details/loan-details', ORDER),
    instalments: await call(market, '/v3/installment/loan-play-detail', ORDER),
    extension: await call(market, '/v3/loan-details/delay-detail', ORDER),
    banks: await call(market, '/v3/loan-details/init-pay-type', { ...ORDER, pay_type: '1' }),
    markets: await call(market, '/v3/loan-details/init-pay-type', { ...ORDER, pay_type: '2' }),
    virtualAccount: await call(market, '/v3/loan-details/generate-vcode', vcode),
    service: await call(market, '/v3/personal-center/contact-kf-info', { overall: '30' }),
    confirm: await call(market, '/v3/loan-confirm/loan-detail-confirm', { productId: '1' }),
    recommended: await call(market, '/indah/v3/product/recommend-product-list'),
    jointFailure: await call(market, '/indah/stand/targeted'),
    complaintOrders: await call(market, '/user-problem/problem-init'),
  };
}

/** What would betray the other market in a screen's data. */
const FOREIGN: Record<Market, RegExp[]> = {
  IN: [
    /Rp\s?\d/,
    /\+62/,
    /\b(Pinjaman|pinjaman|Bunga|hari|Lunas|Tagihan|Cicilan|Jumlah|Masukkan|Ajukan|Pilih|Belum)\b/,
    /\b(BCA|BNI|Mandiri|ALFAMART|INDOMARET)\b/,
  ],
  ID: [
    /₹/,
    /\+91/,
    /\b(Loan amount|Interest|Repaid|Apply|Instalment|Unpaid|Tenure)\b/,
    /\b(SBI|HDFC|ICICI|Axis)\b/,
  ],
};

/** Every string of a screen's data, with where it is. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

// A date field is the ISO date alone (the page formats it); a text carries the market's style.
const DATE_FIELD = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const MONEY_IN_TEXT: Record<Market, { token: RegExp; value: (t: string) => number }> = {
  IN: { token: /₹[\d,]*\d(?:\.\d\d)?/g, value: (t) => Number(t.slice(1).replaceAll(',', '')) },
  ID: {
    token: /Rp[\d.]*\d(?:,\d\d)?/g,
    value: (t) => Number(t.slice(2).replaceAll('.', '').replace(',', '.')),
  },
};

describe('sandbox data per market', () => {
  for (const market of ['IN', 'ID'] as const) {
    it(`${market}: every screen speaks its market (currency, language, banks, phone)`, async () => {
      const screens = await everyScreen(market);
      for (const [name, body] of Object.entries(screens)) {
        expect(String(body.code), `${name}: ${body.message}`).toMatch(/^0$/);
        const text = JSON.stringify(body.data);
        for (const foreign of FOREIGN[market])
          expect(text, `${name} in ${market}`).not.toMatch(foreign);
      }
      const currency = market === 'IN' ? '₹' : 'Rp';
      expect(JSON.stringify(screens.details?.data)).toContain(currency);
    });

    it(`${market}: the server's texts write dates and amounts the way the pages do`, async () => {
      const screens = await everyScreen(market);
      const due = formatDate(CATALOGUE[market].order.dueDates[0] as string, market);
      let dates = 0;
      for (const [name, body] of Object.entries(screens))
        for (const [at, text] of strings(body.data)) {
          if (!DATE_FIELD.test(text)) expect(text, `${name}${at}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
          dates += text.includes(due) ? 1 : 0;
          const money = MONEY_IN_TEXT[market];
          for (const [token] of text.matchAll(money.token))
            expect(token, `${name}${at}`).toBe(formatAmount(money.value(token), market));
        }
      // The order's due date in its row and its status line, the extension's, the complaint's row.
      expect(dates).toBeGreaterThanOrEqual(3);
    });

    it(`${market}: order 1001 is one product, one support number and one total on every screen`, async () => {
      const { product, order, supportPhone } = CATALOGUE[market];
      const s = await everyScreen(market);
      const data = (name: string) => s[name]?.data as Record<string, unknown>;
      for (const name of ['details', 'instalments', 'extension', 'confirm'])
        expect(data(name).productName, name).toBe(product.name);
      // Absolute on the server's origin, as a lender's CDN URL is (a page on another origin shows it).
      for (const name of ['details', 'extension', 'confirm'])
        expect(data(name).productLogo, name).toBe(new URL(product.logo, ORIGIN).href);
      const complaintOrder = (
        data('complaintOrders').orderList as { orderNo: string; productName: string }[]
      ).find((o) => o.orderNo === order.orderId);
      expect(complaintOrder?.productName).toBe(product.name);
      for (const name of ['details', 'extension', 'virtualAccount'])
        expect(data(name).telephone, name).toBe(supportPhone);
      expect(data('service').smWa).toBe(supportPhone);
      expect(data('details').reyMsg).toContain(market === 'IN' ? '15,750' : '1.575.000');
    });

    it(`${market}: every instalment plan adds up to the order's total due`, async () => {
      for (const fixture of ['plan-1', 'plan-3', 'plan-6-partly-paid', 'all-paid']) {
        const deviceId = `plan-${market}-${fixture}`;
        expect(chooseFixtures(deviceId, { repay: fixture })).toEqual([]);
        const { data } = await call(market, '/v3/installment/loan-play-detail', ORDER, deviceId);
        const plan = (data as { repayPlanDetail: Record<string, { totalAmount: number }[]> })
          .repayPlanDetail;
        const all = [...(plan.repayWaitDetail ?? []), ...(plan.repayYetDetail ?? [])];
        expect(
          all.reduce((sum, p) => sum + p.totalAmount, 0),
          fixture,
        ).toBe(CATALOGUE[market].order.totalDue);
      }
    });
  }

  it('serves the product logos as real images with their content type', async () => {
    const urls = new Set<string>();
    for (const market of ['IN', 'ID'] as const) {
      const text = JSON.stringify(await everyScreen(market));
      for (const match of text.matchAll(new RegExp(`${LOGO_BASE}/[a-z0-9-]+\\.svg`, 'g')))
        urls.add(match[0]);
    }
    expect(urls.size).toBeGreaterThanOrEqual(16);
    for (const url of urls) {
      const response = await fetch(`${ORIGIN}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await fetch(`${ORIGIN}${LOGO_BASE}/missing.svg`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}${LOGO_BASE}/..%2Fcatalogue.ts`)).status).toBe(404);
  });
});
