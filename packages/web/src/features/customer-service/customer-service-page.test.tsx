import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { CustomerServicePage } from './customer-service-page';

useSandbox();
let n = 0;

async function open(query = '') {
  n += 1;
  await renderRoute(
    `/#/customerService?${query}&deviceId=service-unit-${n}&token=t&languageType=1`,
    <CustomerServicePage />,
  );
  return screen.findByTestId('service-online');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('customer service', () => {
  it('offers telephone, e-mail and the online service side by side', async () => {
    await open();
    expect(screen.getByTestId('service-phone')).toBeTruthy();
    expect(screen.getByTestId('service-email').getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByTestId('service-online').textContent).toContain('Online service');
  });

  it('the online service opens the help chatbot, about the order when the page has one', async () => {
    const online = await open('orderNo=1001');
    await userEvent.setup().click(online);
    expect(window.location.hash).toBe('#/intelligentCustomerService?orderNo=1001');
  });

  it('keeps the online service on offer when the contact info cannot load', async () => {
    n += 1;
    device(`service-unit-${n + 1}`).faults = [
      { endpoint: '/v3/personal-center/contact-kf-info', code: 500100, message: 'Busy', times: 5 },
    ];
    await open();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('service-phone')).toBeNull();
  });

  it('the telephone is called through the shell', async () => {
    const call = vi.spyOn(bridge, 'call').mockResolvedValue(undefined);
    await open();
    await userEvent.setup().click(screen.getByTestId('service-phone'));
    expect(call).toHaveBeenCalledWith({ phone: expect.stringMatching(/\d/) });
  });
});
