import { useEffect, useMemo, useState } from 'react';
import { i18next, switchLanguage } from '../../lib/i18n';
import { currentMarket } from '../../lib/identity';
import type { LandingTemplate } from './api/get-template';
import { type TemplateLocale, templateLocale } from './rules';

/**
 * Applies the template's language (a Chinese template speaks Chinese whatever the visitor's
 * market) and tells when it is in place, so the form never flashes in the wrong language.
 */
export function useTemplateLocale(template: LandingTemplate | undefined): TemplateLocale | null {
  const locale = useMemo(
    () => (template ? templateLocale(template.lang, currentMarket().market) : null),
    [template],
  );
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    if (!locale) return undefined;
    if (i18next.language === locale.language) {
      // Nothing to wait for (it only sets the page's lang): no state change, no second render.
      void switchLanguage(locale.language);
      return undefined;
    }
    let live = true;
    const done = () => {
      if (live) setApplied(locale.language);
    };
    // A language that fails to load still leaves the fallback texts: show the page either way.
    switchLanguage(locale.language).then(done, done);
    return () => {
      live = false;
    };
  }, [locale]);
  // Already in the template's language (the usual case): the form renders with the data, not a
  // commit later.
  const ready = locale && (applied === locale.language || i18next.language === locale.language);
  return ready ? locale : null;
}
