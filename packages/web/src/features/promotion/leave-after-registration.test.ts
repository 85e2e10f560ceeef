import { describe, expect, it, vi } from 'vitest';
import { readCampaign } from './campaign';
import { leaveAfterRegistration } from './leave-after-registration';

const campaign = (q: string) => readCampaign(Object.fromEntries(new URLSearchParams(q)));

describe('after registration', () => {
  it('goes to the download page carrying the campaign when no download id is given', () => {
    const navigate = vi.fn();
    leaveAfterRegistration(
      campaign('id=1&app_from=a&user_from=u&utm_tag=t'),
      'https://dl.example/app',
      navigate,
    );
    expect(navigate).toHaveBeenCalledWith(
      '/downloadTemplate?app_from=a&user_from=u&utm_tag=t&id=1',
    );
  });

  it('goes to the download page with the download id when the template has no download URL', () => {
    const navigate = vi.fn();
    leaveAfterRegistration(
      campaign('id=1&app_from=a&user_from=u&utm_tag=t&down_id=9'),
      '',
      navigate,
    );
    expect(navigate).toHaveBeenCalledWith(
      '/downloadTemplate?app_from=a&user_from=u&utm_tag=t&id=1&down_id=9',
    );
  });

  it("opens the template's download URL when a download id is given", async () => {
    const open = vi.fn().mockResolvedValue('web');
    const navigate = vi.fn();
    leaveAfterRegistration(
      campaign('id=1&app_from=a&links_id=L'),
      'https://dl.example/app?x=1',
      navigate,
      open,
    );
    expect(open).toHaveBeenCalledWith('https://dl.example/app?x=1&app_from=a&id=1&links_id=L');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to the download page when the URL is refused', async () => {
    const open = vi.fn().mockResolvedValue('refused');
    const navigate = vi.fn();
    leaveAfterRegistration(campaign('id=1&down_id=D'), 'javascript:alert(1)', navigate, open);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/downloadTemplate?id=1&down_id=D'),
    );
  });
});
