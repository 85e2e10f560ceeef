import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageParams } from '../../lib/routes';
import { HomeSections } from './home-sections';
import { isSection, scrollToSection } from './sections';
import { SiteLayout } from './site-layout';
import { useTextMeta } from './use-page-meta';

/**
 * `/`: the company site, one page with its sections; `?section=` opens at a section. The legal
 * documents wait to be laid out until scrolled near, and are rendered only once the first screen
 * is on it (React's deferred value, `false` in the first render): on a slow phone their layout was
 * most of the first render's, and creating their elements still held the first paint back (about
 * 0.1 s at 4x CPU). An open at a section waits for them, so its offset is the laid-out one.
 */
export function HomePage() {
  const { t } = useTranslation('site');
  const { section } = usePageParams(PAGES.home);
  const { state } = useLocation();
  const scrolled = Boolean((state as { scrolled?: boolean } | null)?.scrolled);
  const legalRendered = useDeferredValue(true, false);
  useTextMeta(t, 'meta.home', PAGES.home.path);

  useEffect(() => {
    if (legalRendered && isSection(section) && !scrolled) scrollToSection(section);
  }, [legalRendered, section, scrolled]);

  return (
    <SiteLayout>
      <HomeSections deferLegal legalRendered={legalRendered} />
    </SiteLayout>
  );
}

/** `/<language>/`: the same page on the public site (a section is the URL's fragment). */
export function PublicHomePage() {
  return (
    <SiteLayout>
      <HomeSections />
    </SiteLayout>
  );
}
