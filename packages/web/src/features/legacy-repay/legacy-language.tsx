import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../config';
import { i18next, switchLanguage } from '../../lib/i18n';
import { currentMarket } from '../../lib/identity';
import { PageLoading } from '../../ui';

/**
 * The legacy store's explicit language: `lang=zh-CN` in a legacy route's query
 * (`/borrowDetail/1001?lang=zh-CN`) opens the store in Chinese, as the old app did; without it the
 * store speaks the borrower's language (`languageType`) like every page. The API calls carry the
 * same `lang`, so the server answers in it (bank names, messages).
 */
export const LEGACY_LANG_PARAM = 'lang';
export const CHINESE: Language = 'zh-CN';

/** The store's language from a route query: Chinese when asked for, else the market's. */
export function legacyLanguage(query: URLSearchParams): Language {
  return query.get(LEGACY_LANG_PARAM) === CHINESE ? CHINESE : currentMarket().language;
}

/** The `lang` to carry on the store's links and calls: only when it is Chinese. */
export function useLegacyLang(): { lang?: string } {
  const [query] = useSearchParams();
  const chinese = legacyLanguage(query) === CHINESE;
  return useMemo(() => (chinese ? { [LEGACY_LANG_PARAM]: CHINESE } : {}), [chinese]);
}

function inChineseStore(): boolean {
  const hash = window.location.hash;
  const search = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(search).get(LEGACY_LANG_PARAM) === CHINESE;
}

/**
 * Puts the store's language in place before its page renders (no flash of the other language), and
 * gives the borrower's language back when they leave the Chinese store for another page.
 */
export function LegacyLanguage({ children }: { children: ReactNode }) {
  const [query] = useSearchParams();
  const language = legacyLanguage(query);
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setApplied(language);
    };
    switchLanguage(language).then(done, done);
    return () => {
      live = false;
      // After the router moved: another legacy page in Chinese keeps it, any other page gets the
      // borrower's language back.
      if (language === CHINESE && !inChineseStore())
        void switchLanguage(currentMarket().language).catch(() => undefined);
    };
  }, [language]);
  const ready = applied === language || i18next.language === language;
  return ready ? children : <PageLoading />;
}
