import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companies } from '../../config';

const companyData = companies.IN;

import { renderRoute } from '../../test/render-route';
import { mailClient } from './mail-client';
import { SiteContactPage } from './site-contact-page';

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

describe('contact page', () => {
  it('asks for every field before anything happens', async () => {
    const open = vi.spyOn(mailClient, 'open').mockImplementation(() => undefined);
    await renderRoute('#/Contact?languageType=1', <SiteContactPage />);
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('contact-name'), 'Asha');
    await u.type(screen.getByTestId('contact-message'), '   ');
    await u.click(screen.getByTestId('contact-submit'));
    expect(toasts()).toContain('Please provide complete information!');
    expect(open).not.toHaveBeenCalled();
    expect((screen.getByTestId('contact-name') as HTMLInputElement).value).toBe('Asha');
  });

  it('opens the mail client addressed to the company, then says it is done', async () => {
    const open = vi.spyOn(mailClient, 'open').mockImplementation(() => undefined);
    await renderRoute('#/Contact?languageType=1', <SiteContactPage />);
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('contact-name'), 'Asha Rao');
    await u.type(screen.getByTestId('contact-phone'), '+91 98765 43210');
    await u.type(screen.getByTestId('contact-message'), 'When is my due date?');
    await u.click(screen.getByTestId('contact-submit'));
    expect(open).toHaveBeenCalledTimes(1);
    const url = open.mock.calls[0]?.[0] ?? '';
    expect(url.startsWith(`mailto:${companyData.email}?`)).toBe(true);
    const body = decodeURIComponent(url.split('body=')[1] ?? '');
    expect(body).toContain('Asha Rao');
    expect(body).toContain('+91 98765 43210');
    expect(body).toContain('When is my due date?');
    expect(toasts()).toContain('Submit successfully！');
    expect(document.title).toBe('Contact us');
  });
});
