import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_AGREEMENT_URL, FRAME_TIMEOUT_MS } from './external-agreement';
import { SiteLayout } from './site-layout';
import { siteValues } from './site-values';
import { usePageMeta } from './use-page-meta';

/**
 * `/Policy`: the external agreement page in a sandboxed frame (no scripts, no forms, no
 * top navigation). Frames fire no error event (and a cross-origin error page cannot be told from
 * the agreement), so a frame not loaded in time gives way to a plain link, and the link is
 * always under the frame too.
 */
export function PolicyPage({ timeoutMs = FRAME_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation('site');
  const values = siteValues();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  usePageMeta({
    title: t('meta.policy.title', values),
    description: t('meta.policy.description', values),
    path: PAGES.sitePolicy.path,
  });

  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = setTimeout(() => setState('failed'), timeoutMs);
    return () => clearTimeout(timer);
  }, [state, timeoutMs]);

  return (
    <SiteLayout>
      <section className="site-section site-policy">
        <h1>{t('policy.title')}</h1>
        {state === 'failed' ? (
          <p role="alert" className="site-policy-failed" data-testid="policy-fallback">
            {t('policy.failed')}{' '}
            <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
              {t('policy.open')}
            </a>
          </p>
        ) : (
          <iframe
            className="site-policy-frame"
            src={EXTERNAL_AGREEMENT_URL}
            title={t('policy.frameTitle')}
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            onLoad={() => setState('loaded')}
          />
        )}
        {state !== 'failed' ? (
          <p className="site-policy-open">
            <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
              {t('policy.open')}
            </a>
          </p>
        ) : null}
      </section>
    </SiteLayout>
  );
}
