import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFixtures } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { brandConfig } from '../../config';
import { renderRoute } from '../../test/render-route';
import { RepayDelayPage } from './repay-delay-page';

useSandbox();
let n = 0;

async function open(fixture: string) {
  n += 1;
  const deviceId = `delay-unit-${n}`;
  chooseFixtures(deviceId, { delay: fixture });
  return renderRoute(
    `/#/repayDelay?productId=1&orderId=1001&deviceId=${deviceId}&token=t&languageType=2`,
    <RepayDelayPage />,
    { language: 'id-ID' },
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('extension (/repayDelay)', () => {
  it('shows fee, expiry, product and the detail lines', async () => {
    await open('default');
    await screen.findByText('RupiahKu Tunai');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Detail Tagihan');
    expect(screen.getAllByText('Rp350.000').length).toBeGreaterThan(0);
    expect(screen.getByText('Perpanjangan berlaku hingga 12/12/2026')).toBeTruthy();
    expect(screen.getByText('Jatuh tempo baru')).toBeTruthy();
    expect(screen.getByText('+62 21 5550 100')).toBeTruthy();
  });

  it("hides lines with empty or '0' values and falls back to the brand's phone", async () => {
    await open('lines-with-empty');
    await screen.findByText('RupiahKu Tunai');
    expect(screen.getByText('Jumlah pinjaman')).toBeTruthy();
    expect(screen.queryByText('Denda')).toBeNull();
    expect(screen.queryByText('Diskon')).toBeNull();
    expect(screen.getByText(brandConfig.servicePhone.ID)).toBeTruthy();
  });

  it('pays on the virtual account of the default method (fresh) with the plain amount', async () => {
    await open('default');
    await screen.findByText('RupiahKu Tunai');
    await userEvent.setup().click(screen.getByTestId('delay-pay'));
    expect(window.location.hash).toBe('#/that?productId=1&orderId=1001&amount=350000&fresh=1');
  });
});
