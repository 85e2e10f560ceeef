import { type ReactNode, useEffect, useState } from 'react';
import { i18next, switchLanguage } from '../../lib/i18n';
import { currentMarket } from '../../lib/identity';
import { PageLoading } from '../../ui';

const LEGACY_LANGUAGE = 'zh-CN';

/**
 * The legacy repayment store speaks Chinese whatever the market, as it always did; leaving it
 * gives the borrower's language back. Children wait for the switch so no mixed text shows.
 */
export function LegacyLanguage({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(i18next.language === LEGACY_LANGUAGE);
  useEffect(() => {
    let live = true;
    void switchLanguage(LEGACY_LANGUAGE).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
      void switchLanguage(currentMarket().language);
    };
  }, []);
  return ready ? children : <PageLoading />;
}
