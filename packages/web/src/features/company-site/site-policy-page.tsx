import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/first-paint/use-live';
// By path, not the http index: the site's pages do not load the API client.
import { reachable } from '../../lib/http/reachable';
import { EXTERNAL_AGREEMENT_URL, FRAME_TIMEOUT_MS } from './external-agreement';
import { SiteLayout } from './site-layout';
import { useTextMeta } from './use-page-meta';

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * `/Policy`: the page's own heading and introduction, then the external agreement page in a
 * sandboxed frame (no scripts, no forms, no top navigation). The prerendered page holds no frame:
 * a request to another host would come before its first paint. Its place is held (same size, so
 * nothing moves) until the page is live, which the site's loader starts once it has loaded; the
 * link to the agreement works without JavaScript, where the held place is hidden.
 * A frame fires `load` for the browser's error page too, so the frame counts as shown only when it
 * has loaded and the agreement's host answered (`reachable`); a host that does not answer, or no
 * load within the time, gives way to the fallback with the link at once.
 */
export function SitePolicyPage({ timeoutMs = FRAME_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation('site');
  const [state, setState] = useState<FrameState>('loading');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [hostAnswered, setHostAnswered] = useState<boolean | null>(null);
  useTextMeta(t, 'meta.policy', PAGES.sitePolicy.path);
  const live = useLive();

  useEffect(() => {
    if (!live) return;
    let current = true;
    void reachable(EXTERNAL_AGREEMENT_URL, timeoutMs).then((answered) => {
      if (current) setHostAnswered(answered);
    });
    const timer = setTimeout(() => {
      if (current) setState((s) => (s === 'loading' ? 'failed' : s));
    }, timeoutMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [live, timeoutMs]);

  useEffect(() => {
    if (state !== 'loading') return;
    if (hostAnswered === false) setState('failed');
    else if (hostAnswered && frameLoaded) setState('loaded');
  }, [state, hostAnswered, frameLoaded]);

  return (
    <SiteLayout>
      <section className="site-section site-policy">
        <h1>{t('policy.title')}</h1>
        <p>{t('policy.intro')}</p>
        {state === 'failed' ? (
          <p role="alert" className="site-policy-failed" data-testid="policy-fallback">
            {t('policy.failed')}{' '}
            <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
              {t('policy.open')}
            </a>
          </p>
        ) : (
          <>
            {live ? (
              <iframe
                className="site-policy-frame"
                src={EXTERNAL_AGREEMENT_URL}
                title={t('policy.frameTitle')}
                sandbox="allow-same-origin"
                referrerPolicy="no-referrer"
                data-testid="policy-frame"
                data-state={state}
                onLoad={() => setFrameLoaded(true)}
              />
            ) : (
              <>
                <p
                  className="site-policy-frame site-policy-pending"
                  aria-busy="true"
                  data-testid="policy-frame-pending"
                >
                  {t('policy.loading')}
                </p>
                {/* Without JavaScript the frame never comes: the link below is the way. */}
                <noscript>
                  <style>{'.site-policy-pending{display:none}'}</style>
                </noscript>
              </>
            )}
            <p className="site-policy-open">
              <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
                {t('policy.open')}
              </a>
            </p>
          </>
        )}
      </section>
    </SiteLayout>
  );
}
