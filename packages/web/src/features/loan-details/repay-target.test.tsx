import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseFixtures } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge, openServerUrl } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { LoanDetailsPage } from './loan-details-page';

// jsdom cannot leave the page: record where the order's own URL would have taken the borrower.
// The module itself is mocked, so openTarget inside lib/bridge sees the mock too.
vi.mock('../../lib/bridge/open-server-url', () => ({
  openServerUrl: vi.fn(async () => 'web'),
}));

useSandbox();

async function open(fixture: string, deviceId: string) {
  chooseFixtures(deviceId, { loan: fixture });
  await renderRoute(
    `/#/loanDetails?productId=1&orderId=1001&deviceId=${deviceId}&token=t&languageType=2`,
    <LoanDetailsPage />,
    { language: 'id-ID' },
  );
}

describe('loan details: where repay and the contact line lead', () => {
  it("repay uses the order's h5Url when returned, with the query appended, through the safe-URL rule", async () => {
    await open('status-174-h5url', 'repay-target-1');
    await userEvent.click(await screen.findByTestId('loan-repay'));
    await waitFor(() =>
      expect(openServerUrl).toHaveBeenCalledWith(
        'https://pay.partner.example/repay?productId=1&orderId=1001&amount=1575000',
      ),
    );
    expect(window.location.hash).toContain('#/loanDetails');
  });

  it("the contact line calls the order's telephone through the shell", async () => {
    const call = vi.spyOn(bridge, 'call').mockResolvedValue(undefined);
    await open('status-21', 'repay-target-2');
    await userEvent.click(await screen.findByTestId('loan-call'));
    expect(call).toHaveBeenCalledWith({ phone: '+62 21 5550 100' });
  });
});
