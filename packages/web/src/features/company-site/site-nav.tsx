import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath, useRoute } from '../../lib/router';
import { SECTIONS, type SectionId, scrollToSection } from './sections';

/**
 * Home, About Us, Privacy Policy, Loan terms and conditions. Plain links to `/?section=…`, so they
 * work from every page; on the home page they scroll instead of navigating.
 */
export function SiteNav() {
  const { t } = useTranslation('site');
  const { path } = useRoute();

  const onClick = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (path !== '/' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Keep the section in the address so a reload or a shared link lands on it.
    window.history.replaceState(
      window.history.state,
      '',
      `#${buildPath('/', { section: id === 'home' ? '' : id })}`,
    );
    scrollToSection(id);
  };

  return (
    <nav className="site-nav" aria-label={t('nav.label')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a
              href={`#${buildPath('/', { section: s.id === 'home' ? '' : s.id })}`}
              onClick={onClick(s.id)}
              data-testid={`site-nav-${s.id}`}
            >
              {t(s.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
