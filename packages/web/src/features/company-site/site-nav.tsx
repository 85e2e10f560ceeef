import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';
import { SECTIONS, type SectionId, scrollToSection } from './sections';

/**
 * Home, About Us, Privacy Policy, Loan terms and conditions. Plain links to `/?section=…`, so they
 * work from every page; on the home page they scroll instead of navigating.
 */
export function SiteNav() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onClick = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Keep the section in the address so a reload or a shared link lands on it.
    // `scrolled`: the home page must not scroll a second time for the section it now reads.
    void navigate(pageHref(PAGES.home, { section: id === 'home' ? '' : id }), {
      replace: true,
      state: { scrolled: true },
    });
    scrollToSection(id);
  };

  return (
    <nav className="site-nav" aria-label={t('nav.label')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <AppLink
              to={pageHref(PAGES.home, { section: s.id === 'home' ? '' : s.id })}
              onClick={onClick(s.id)}
              data-testid={`site-nav-${s.id}`}
            >
              {t(s.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
