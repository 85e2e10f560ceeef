import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// By path, not the http index: the site's pages do not load the API client.
import { reachable } from '../../lib/http/reachable';
import { EXTERNAL_AGREEMENT_URL, FRAME_TIMEOUT_MS } from './external-agreement';
import { PolicyFrameSlot } from './policy-frame-slot';
import { usePublicSite } from './public-site';
import { SiteLayout } from './site-layout';
import { useTextMeta } from './use-page-meta';

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * `/Policy`: the page's own heading and introduction, then the external agreement page in a
 * sandboxed frame (no scripts, no forms, no top navigation), and its link. On the prerendered
 * public site the frame comes once the page has loaded (PolicyFrameSlot), after its first paint.
 * In the app the frame is the page's own: a frame fires `load` for the browser's error page too,
 * so it counts as shown only when it has loaded and the agreement's host answered (`reachable`);
 * a host that does not answer, or no load within the time, gives way to the fallback with the
 * link at once. The link is also under the frame.
 */
export function SitePolicyPage({ timeoutMs = FRAME_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation('site');
  useTextMeta(t, 'meta.policy', PAGES.sitePolicy.path);
  const site = usePublicSite();
  return (
    <SiteLayout>
      <section className="site-section site-policy">
        <h1>{t('policy.title')}</h1>
        <p>{t('policy.intro')}</p>
        {site ? (
          <>
            <PolicyFrameSlot src={EXTERNAL_AGREEMENT_URL} />
            <OpenLink />
          </>
        ) : (
          <AgreementFrame timeoutMs={timeoutMs} />
        )}
      </section>
    </SiteLayout>
  );
}

function OpenLink() {
  const { t } = useTranslation('site');
  return (
    <p className="site-policy-open">
      <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
        {t('policy.open')}
      </a>
    </p>
  );
}

/** The app's frame of the agreement, with its fallback when it cannot be shown. */
function AgreementFrame({ timeoutMs }: { timeoutMs: number }) {
  const { t } = useTranslation('site');
  const [state, setState] = useState<FrameState>('loading');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [hostAnswered, setHostAnswered] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void reachable(EXTERNAL_AGREEMENT_URL, timeoutMs).then((answered) => {
      if (live) setHostAnswered(answered);
    });
    const timer = setTimeout(() => {
      if (live) setState((s) => (s === 'loading' ? 'failed' : s));
    }, timeoutMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [timeoutMs]);

  useEffect(() => {
    if (state !== 'loading') return;
    if (hostAnswered === false) setState('failed');
    else if (hostAnswered && frameLoaded) setState('loaded');
  }, [state, hostAnswered, frameLoaded]);

  if (state === 'failed')
    return (
      <p role="alert" className="site-policy-failed" data-testid="policy-fallback">
        {t('policy.failed')}{' '}
        <a href={EXTERNAL_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
          {t('policy.open')}
        </a>
      </p>
    );
  return (
    <>
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
      <OpenLink />
    </>
  );
}
