import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { type FocusEvent, type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';
import { SECTIONS, type SectionId, scrollToSection } from './sections';
import { useScrollEnds } from './use-scroll-ends';

/**
 * Home, About Us, Privacy Policy, Loan terms and conditions. Plain links to `/?section=…`, so they
 * work from every page; on the home page they scroll instead of navigating. On a narrow screen the
 * strip scrolls sideways and shows an arrow on each side that has more; a focused item comes into
 * view.
 */
export function SiteNav() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const strip = useRef<HTMLUListElement>(null);
  const more = useScrollEnds(strip);
  // A focused item (keyboard, switch access, screen reader) comes into the strip's view, clear of
  // the arrows (the strip's scroll padding). Called only where the engine has it (jsdom has not).
  const reveal = (event: FocusEvent<HTMLAnchorElement>) =>
    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

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
    <nav
      className="site-nav"
      aria-label={t('nav.label')}
      data-more-left={more.left}
      data-more-right={more.right}
      data-testid="site-nav"
    >
      <ul ref={strip}>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <AppLink
              to={pageHref(PAGES.home, { section: s.id === 'home' ? '' : s.id })}
              onClick={onClick(s.id)}
              onFocus={reveal}
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
