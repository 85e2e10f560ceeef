import type { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../config';
import { i18next, switchLanguage } from '../../lib/i18n';
import { currentMarket } from '../../lib/identity';
import { readPageParams, usePageParams } from '../../lib/routes';
import { splitHash } from '../../lib/url';
import { PageLoading } from '../../ui';

/**
 * The legacy store's explicit language: `lang=zh-CN` in a legacy route's query
 * (`/borrowDetail/1001?lang=zh-CN`) opens the store in Chinese, as the old app did; without it the
 * store speaks the borrower's language (`languageType`) like every page. The API calls carry the
 * same `lang`, so the server answers in it (bank names, messages).
 */
export const CHINESE: Language = 'zh-CN';

/** A page of the legacy store: each reads `lang`. */
export type LegacyPage =
  | typeof PAGES.borrowDetail
  | typeof PAGES.addNormalCard
  | typeof PAGES.alipayRepayment;

/** The store's language from a page's parameters: Chinese when asked for, else the market's. */
export function legacyLanguage(page: { lang: string }): Language {
  return page.lang === CHINESE ? CHINESE : currentMarket().language;
}

/** The `lang` to carry on the store's links and calls: only when it is Chinese. */
export function useLegacyLang(spec: LegacyPage): { lang?: string } {
  const chinese = legacyLanguage(usePageParams(spec)) === CHINESE;
  return useMemo(() => (chinese ? { lang: CHINESE } : {}), [chinese]);
}

/** Whether the address (after the router moved) is still a page of the store in Chinese. */
function inChineseStore(spec: LegacyPage): boolean {
  return readPageParams(spec, splitHash(window.location.hash).query).lang === CHINESE;
}

/**
 * Puts the store's language in place before its page renders (no flash of the other language), and
 * gives the borrower's language back when they leave the Chinese store for another page.
 */
export function LegacyLanguage({ page, children }: { page: LegacyPage; children: ReactNode }) {
  const language = legacyLanguage(usePageParams(page));
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
      if (language === CHINESE && !inChineseStore(page))
        void switchLanguage(currentMarket().language).catch(() => undefined);
    };
  }, [language, page]);
  const ready = applied === language || i18next.language === language;
  return ready ? children : <PageLoading />;
}

/** A page of the store, shown in the store's language (see LegacyLanguage). */
export function inLegacyLanguage(page: LegacyPage, Content: ComponentType): ComponentType {
  return function InLegacyLanguage() {
    return (
      <LegacyLanguage page={page}>
        <Content />
      </LegacyLanguage>
    );
  };
}
