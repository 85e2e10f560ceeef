import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { type FormEvent, type InputHTMLAttributes, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { mailClient, mailtoUrl } from './mail-client';
import { SiteLayout } from './site-layout';
import { useTextMeta } from './use-page-meta';

interface Fields {
  name: string;
  phone: string;
  message: string;
}

/** The form's fields in order: each one's label is `contact.<key>`, all are required. */
const FIELDS: ReadonlyArray<
  { key: keyof Fields; testId: string; multiline?: boolean } & InputHTMLAttributes<HTMLInputElement>
> = [
  { key: 'name', testId: 'contact-name', autoComplete: 'name' },
  { key: 'phone', testId: 'contact-phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { key: 'message', testId: 'contact-message', multiline: true },
];

/**
 * `/Contact`: name, telephone and message, all required. Sending opens the mail client with the
 * message addressed to the company (nothing goes to a server); what was typed stays in the form.
 */
export function SiteContactPage() {
  const { t } = useTranslation('site');
  const companyData = companyFor(currentMarket().market);
  const [fields, setFields] = useState<Fields>({ name: '', phone: '', message: '' });
  useTextMeta(t, 'meta.contact', PAGES.siteContact.path);
  // Sending is the script's (it opens the mail client): the prerendered form's button stays off
  // until the page is live, so the browser never submits the fields itself (into the URL).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

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
        {/* The prerendered page shows the form before (or without) its script: say what sending needs. */}
        <noscript>
          <p className="site-noscript">{t('contact.noscript', { email: companyData.email })}</p>
        </noscript>
        <form className="site-form" onSubmit={onSubmit} noValidate>
          {FIELDS.map(({ key, testId, multiline, ...attrs }) => {
            const field = {
              name: key,
              required: true,
              value: fields[key],
              onChange: set(key),
              'data-testid': testId,
            };
            return (
              // biome-ignore lint/a11y/noLabelWithoutControl: the control is the input or textarea below
              <label key={key}>
                <span>{t(`contact.${key}`)}</span>
                {multiline ? <textarea rows={5} {...field} /> : <input {...attrs} {...field} />}
              </label>
            );
          })}
          <button
            type="submit"
            className="site-button"
            disabled={!live}
            data-testid="contact-submit"
          >
            {t('contact.send')}
          </button>
        </form>
      </section>
    </SiteLayout>
  );
}
