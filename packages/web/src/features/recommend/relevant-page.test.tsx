import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { RelevantPage } from './relevant-page';

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture: string, scene = 'banner_jingzhun', extra = '') {
  n += 1;
  deviceId = `relevant-unit-${n}`;
  chooseFixtures(deviceId, { recommend: fixture });
  await renderRoute(
    `/#/relevant?scene=${scene}${extra}&deviceId=${deviceId}&token=t&languageType=2`,
    <RelevantPage />,
    { language: 'id-ID' },
  );
}

const requests = (path: string) => device(deviceId).requests.filter((r) => r.path === path);
const items = async () =>
  within(await screen.findByTestId('recommend-list')).getAllByTestId('recommend-item');
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('recommended list', () => {
  it("is titled 'Pengajuan Khusus' and shows each card's fields, tags on the first two only", async () => {
    await open('products');
    const cards = await items();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pengajuan Khusus');
    expect(cards).toHaveLength(4);
    const first = cards[0] as HTMLElement;
    expect(first.textContent).toContain('DanaKilat');
    expect(first.textContent).toContain('Rp1.000.000 - Rp15.000.000');
    expect(first.textContent).toContain('Limit pinjaman');
    expect(first.textContent).toContain('Bunga 0,05%/hari');
    expect(first.textContent).toContain('Cair dalam 2 jam');
    expect(first.textContent).toContain('Ajukan');
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(
      /^https?:\/\/[^/]+\/volleys\/__sandbox-assets\/logos\/danakilat\.svg$/,
    );
    expect(cards.map((c) => Boolean(within(c).queryByTestId('recommend-tags')))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(within(cards[1] as HTMLElement).getByTestId('recommend-tags').textContent).toContain(
      'Tenor panjang',
    );
    expect(screen.queryByText('Tag tidak tampil')).toBeNull();
  });

  it('applies with product_id, module_id and scene after saving the page event; an app URL goes to the shell', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('products', 'tanchuang_fudai');
    await userEvent.click((await items())[0] as HTMLElement);
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith({
        url: 'rupiahku://product/detail?productId=21&scene=tanchuang_fudai&module_id=302&position=0',
      }),
    );
    expect(requests('/indah/v3/product/recommend-product-list')[0]?.params).toMatchObject({
      scene: 'tanchuang_fudai',
    });
    expect(requests('/indah/pageEvent/save')[0]?.params).toMatchObject({
      productId: '21',
      moduleId: '302',
      positionId: '0',
    });
    expect(requests('/indah/v3/product/apply')[0]?.params).toMatchObject({
      product_id: '21',
      module_id: '302',
      scene: 'tanchuang_fudai',
    });
  });

  it('reports the position it was opened with and carries it, with the campaign, on the product link', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('products', 'banner_fudai', '&position=3&utm_tag=ads7&app_from=rk');
    await userEvent.click((await items())[0] as HTMLElement);
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    expect(requests('/indah/pageEvent/save')[0]?.params).toMatchObject({
      moduleId: '302',
      positionId: '3',
    });
    const url = String((openPage.mock.calls[0]?.[0] as { url?: string } | undefined)?.url);
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    expect(query).toMatchObject({
      scene: 'banner_fudai',
      module_id: '302',
      position: '3',
      utm_tag: 'ads7',
      app_from: 'rk',
    });
  });

  it('uses module 301 for the jingzhun scenes and 300 for others', async () => {
    vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('products', 'banner_jingzhun');
    await userEvent.click((await items())[0] as HTMLElement);
    await waitFor(() => expect(requests('/indah/v3/product/apply')).toHaveLength(1));
    expect(requests('/indah/v3/product/apply')[0]?.params.module_id).toBe('301');
  });

  it("ignores taps on inactive products (button status '0')", async () => {
    await open('inactive');
    const cards = await items();
    expect(cards.every((c) => c.getAttribute('aria-disabled') === 'true')).toBe(true);
    await userEvent.click(cards[0] as HTMLElement);
    expect(requests('/indah/pageEvent/save')).toHaveLength(0);
    expect(requests('/indah/v3/product/apply')).toHaveLength(0);
  });

  it('shows the server message when the apply is refused', async () => {
    await open('products');
    device(deviceId).faults = [
      {
        endpoint: '/indah/v3/product/apply',
        code: '1002',
        message: 'Kuota produk ini sudah penuh',
      },
    ];
    await userEvent.click((await items())[1] as HTMLElement);
    await waitFor(() => expect(toasts()).toContain('Kuota produk ini sudah penuh'));
  });

  it('an empty list says the quota is full and leads home', async () => {
    const goHome = vi.spyOn(bridge, 'goHome').mockResolvedValue(undefined);
    await open('empty');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Kuota hari ini sudah penuh');
    expect(empty.textContent).toContain('Silakan kembali besok');
    await userEvent.click(within(empty).getByTestId('recommend-home'));
    expect(goHome).toHaveBeenCalledWith({});
  });

  it('a failed load offers a retry', async () => {
    n += 1;
    deviceId = `relevant-unit-${n}`;
    device(deviceId).faults = [
      { endpoint: '/indah/v3/product/recommend-product-list', malformed: true, times: 1 },
    ];
    await renderRoute(
      `/#/relevant?scene=x&deviceId=${deviceId}&token=t&languageType=1`,
      <RelevantPage />,
    );
    const error = await screen.findByTestId('error-state');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(4);
  });
});
