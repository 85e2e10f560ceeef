import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { AppLink, EmptyState } from '../../ui';

/** A landing opened without its campaign id: says so, with the way home. */
export function MissingCampaign() {
  const { t } = useTranslation('promotion');
  return (
    <main className="page promo-page">
      <EmptyState
        title={t('missingId.title')}
        text={t('missingId.text')}
        action={
          <AppLink className="link-button" to={PAGES.home.path}>
            {t('missingId.home')}
          </AppLink>
        }
      />
    </main>
  );
}
