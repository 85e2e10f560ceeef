import { type ReactNode, useEffect, useState } from 'react';
import type { Language } from '../../config';
import { i18next, switchLanguage } from '../../lib/i18n';
import { currentMarket } from '../../lib/identity';
import { PageLoading } from '../../ui';

const LEGACY_LANGUAGE: Language = 'zh-CN';

/**
 * The legacy repayment store speaks Chinese whatever the market, as it always did; leaving it
 * gives the borrower's language back. Children wait for the switch so no mixed text shows.
 */
export function LegacyLanguage({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(i18next.language === LEGACY_LANGUAGE);
  useEffect(() => {
    let live = true;
    void speak(LEGACY_LANGUAGE).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
      void speak(currentMarket().language);
    };
  }, []);
  return ready ? children : <PageLoading />;
}

/**
 * Asks i18next for the language even when it already speaks it: going from one legacy page to the
 * next, the first page's restore may still be loading, and only the latest request must win.
 */
async function speak(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  // A later request may have won meanwhile; only the winner sets the document's language.
  if (i18next.language === language) await switchLanguage(language);
}
