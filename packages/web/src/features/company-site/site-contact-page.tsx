import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { mailClient, mailtoUrl } from './mail-client';
import { SiteLayout } from './site-layout';
import { siteValues } from './site-values';
import { usePageMeta } from './use-page-meta';

interface Fields {
  name: string;
  phone: string;
  message: string;
}

/**
 * `/Contact`: name, telephone and message, all required. Sending opens the mail client with the
 * message addressed to the company (nothing goes to a server); what was typed stays in the form.
 */
export function SiteContactPage() {
  const { t } = useTranslation('site');
  const values = siteValues();
  const companyData = companyFor(currentMarket().market);
  const [fields, setFields] = useState<Fields>({ name: '', phone: '', message: '' });
  usePageMeta({
    title: t('meta.contact.title'),
    description: t('meta.contact.description', values),
    path: PAGES.siteContact.path,
  });

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = fields.name.trim();
    const phone = fields.phone.trim();
    const message = fields.message.trim();
    if (!name || !phone || !message) {
      notify.toast(t('contact.incomplete'), { kind: 'error' });
      return;
    }
    mailClient.open(
      mailtoUrl(
        companyData.email,
        t('contact.mailSubject', { name }),
        t('contact.mailBody', { name, phone, message }),
      ),
    );
    notify.toast(t('contact.success'), { kind: 'success' });
  };

  return (
    <SiteLayout>
      <section className="site-section site-contact">
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.intro', { email: companyData.email })}</p>
        <form className="site-form" onSubmit={onSubmit} noValidate>
          <label>
            <span>{t('contact.name')}</span>
            <input
              name="name"
              autoComplete="name"
              required
              value={fields.name}
              onChange={set('name')}
              data-testid="contact-name"
            />
          </label>
          <label>
            <span>{t('contact.phone')}</span>
            <input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={fields.phone}
              onChange={set('phone')}
              data-testid="contact-phone"
            />
          </label>
          <label>
            <span>{t('contact.message')}</span>
            <textarea
              name="message"
              rows={5}
              required
              value={fields.message}
              onChange={set('message')}
              data-testid="contact-message"
            />
          </label>
          <button type="submit" className="site-button" data-testid="contact-submit">
            {t('contact.send')}
          </button>
        </form>
      </section>
    </SiteLayout>
  );
}
