/** The home page's sections, in nav order; the ids are stable (browser tests scroll to them). */
export const SECTIONS = [
  { id: 'home', label: 'nav.home' },
  { id: 'about-us', label: 'nav.aboutUs' },
  { id: 'privacy-policy', label: 'nav.privacyPolicy' },
  { id: 'loan-terms', label: 'nav.loanTerms' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export function isSection(value: string): value is SectionId {
  return SECTIONS.some((s) => s.id === value);
}

/**
 * Scrolls so the section starts just under the sticky header. Smooth unless the visitor asked
 * for reduced motion.
 */
export function scrollToSection(id: SectionId, win: Window = window): boolean {
  const el = win.document.getElementById(id);
  if (!el) return false;
  // Sections laid out only when scrolled near (`site-deferred`) have an estimated height until
  // then: laid out now, the section's offset is exact.
  win.document.documentElement.classList.add('site-laid-out');
  const header = win.document.querySelector<HTMLElement>('.site-header');
  const offset = header?.offsetHeight ?? 0;
  const top = id === 'home' ? 0 : el.getBoundingClientRect().top + win.scrollY - offset;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
