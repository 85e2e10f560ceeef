import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { brandConfig } from '../../config';
import { i18next } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { AgreementTemplatePage } from './agreement-template-page';
import { DownloadTemplatePage } from './download-template-page';

useSandbox();

describe('pages after the registration form', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en-IN');
  });

  it('download page: the brand store links, in the template language', async () => {
    await renderRoute('#/downloadTemplate?id=2&app_from=af', <DownloadTemplatePage />);
    expect(await screen.findByRole('heading', { name: '下载融易借' })).toBeTruthy();
    expect(screen.getByTestId('download-android').getAttribute('href')).toBe(
      brandConfig.storeLinks.ID.android,
    );
    expect(screen.getByTestId('download-ios').getAttribute('href')).toBe(
      brandConfig.storeLinks.ID.ios,
    );
  });

  it('download page: shows even without a template', async () => {
    await renderRoute('#/downloadTemplate', <DownloadTemplatePage />);
    expect(
      await screen.findByRole('heading', { name: `Download ${brandConfig.names.ID.appEnName}` }),
    ).toBeTruthy();
  });

  it('download page: lists the iPhone store first on iOS', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    await renderRoute('#/downloadTemplate?id=3', <DownloadTemplatePage />);
    const links = await screen.findAllByRole('link');
    expect(links[0]?.getAttribute('data-testid')).toBe('download-ios');
  });

  it('agreement page: the clauses and a way back to the form with the campaign', async () => {
    await renderRoute(
      '#/agreementTemplate?id=3&app_from=af&user_from=uf&utm_tag=ut&down_id=D1',
      <AgreementTemplatePage />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration Agreement' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).toBe(
      '#/registerTemplate?app_from=af&user_from=uf&utm_tag=ut&id=3&down_id=D1',
    );
  });
});
