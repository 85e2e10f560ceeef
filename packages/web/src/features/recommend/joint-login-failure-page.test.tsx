import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { JointLoginFailurePage } from './joint-login-failure-page';

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture: string, extra = '') {
  n += 1;
  deviceId = `joint-unit-${n}`;
  chooseFixtures(deviceId, { joint: fixture });
  await renderRoute(
    `/#/jointLoginFailure?${extra}deviceId=${deviceId}&token=t&languageType=2`,
    <JointLoginFailurePage />,
    { language: 'id-ID' },
  );
}

const requests = (path: string) => device(deviceId).requests.filter((r) => r.path === path);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('joint-login failure', () => {
  it('shows the status code, message, notice and the products (obfuscated fields mapped)', async () => {
    await open('failure');
    const summary = await screen.findByTestId('failure-summary');
    expect(summary.textContent).toContain('Login gabungan gagal');
    expect(summary.textContent).toContain('Kode status: E1023');
    expect(summary.textContent).toContain('Coba produk lain di bawah ini');
    const cards = within(screen.getByTestId('recommend-list')).getAllByTestId('recommend-item');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain('ModalKita');
    expect(cards[0]?.textContent).toContain('Bunga 0,04%/hari');
    expect(cards[0]?.textContent).toContain('Pinjaman hingga Rp10.000.000');
    expect(cards[2]?.getAttribute('aria-disabled')).toBe('true');
  });

  it('a tap records the click event and opens the product where the server says', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('failure', 'utm_tag=ads7&');
    await screen.findByTestId('failure-summary');
    const cards = within(screen.getByTestId('recommend-list')).getAllByTestId('recommend-item');
    await userEvent.click(cards[2] as HTMLElement);
    expect(requests('/indah/stand/joint')).toHaveLength(0);
    await userEvent.click(cards[0] as HTMLElement);
    // The product link carries the tracking parameters: the position and the page's campaign.
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith({
        url: 'rupiahku://product/detail?productId=31&position=0&utm_tag=ads7',
      }),
    );
    expect(requests('/indah/stand/necessity')[0]?.params).toMatchObject({
      pebble: '31',
      orbit: '0',
    });
    expect(requests('/indah/stand/joint')[0]?.params).toMatchObject({ pebble: '31' });
  });

  it("shows the server's message on a code other than '0'", async () => {
    await open('failure-server-error');
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Layanan sedang sibuk, coba lagi nanti');
  });

  it('without products it offers the way home', async () => {
    const goHome = vi.spyOn(bridge, 'goHome').mockResolvedValue(undefined);
    await open('failure-no-products');
    await userEvent.click(await screen.findByTestId('recommend-home'));
    expect(goHome).toHaveBeenCalledWith({});
  });
});
