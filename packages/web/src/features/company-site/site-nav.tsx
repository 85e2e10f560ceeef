import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { type FocusEvent, type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePublicSite } from './public-site';
import { SECTIONS, type SectionId, scrollToSection } from './sections';
import { SiteLink } from './site-link';
import { useScrollEnds } from './use-scroll-ends';

type SectionClick = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => void;

const modified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey;

/**
 * Home, About Us, Privacy Policy, Loan terms and conditions. Links to the home page's sections,
 * so they work from every page; on the home page they scroll instead of navigating. On a narrow
 * screen the strip scrolls sideways and shows an arrow on each side that has more; a focused item
 * comes into view.
 */
export function SiteNav() {
  return usePublicSite() ? <PublicSiteNav /> : <HashSiteNav />;
}

/** In the app: `#/?section=…`, kept in the address through the router. */
function HashSiteNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onClick: SectionClick = (id) => (event) => {
    if (pathname !== '/' || modified(event)) return;
    event.preventDefault();
    // Keep the section in the address so a reload or a shared link lands on it.
    // `scrolled`: the home page must not scroll a second time for the section it now reads.
    void navigate(pageHref(PAGES.home, { section: id === 'home' ? '' : id }), {
      replace: true,
      state: { scrolled: true },
    });
    scrollToSection(id);
  };
  return <NavStrip onClick={onClick} />;
}

/** On the public site: `/en-IN/#loan-terms`, a plain fragment link (it works without script). */
function PublicSiteNav() {
  const onClick: SectionClick = (id) => (event) => {
    // On another page the link loads the home page at its section.
    if (!document.getElementById(id) || modified(event)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    scrollToSection(id);
  };
  return <NavStrip onClick={onClick} />;
}

function NavStrip({ onClick }: { onClick: SectionClick }) {
  const { t } = useTranslation('site');
  const strip = useRef<HTMLUListElement>(null);
  const more = useScrollEnds(strip);
  // A focused item (keyboard, switch access, screen reader) comes into the strip's view, clear of
  // the arrows (the strip's scroll padding). Called only where the engine has it (jsdom has not).
  const reveal = (event: FocusEvent<HTMLAnchorElement>) =>
    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

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
            <SiteLink
              page="home"
              section={s.id}
              onClick={onClick(s.id)}
              onFocus={reveal}
              data-testid={`site-nav-${s.id}`}
            >
              {t(s.label)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
