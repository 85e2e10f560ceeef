import { useTranslation } from 'react-i18next';
import { brandConfig } from '../../config';
import { PageLoading } from '../../ui';
import { clientType } from './campaign';
import { useCampaignPage } from './use-campaign-page';
import { usePageTitle } from './use-page-title';
import './promotion.css';

/** After registration: the brand's store links, the visitor's own platform first. */
export function DownloadTemplatePage() {
  const { t } = useTranslation('promotion');
  const { template, ready } = useCampaignPage();
  const app = template?.appName || brandConfig.appEnName;
  usePageTitle(t('download.title', { app }));
  if (!ready) return <PageLoading />;
  const stores = [
    { key: 'android', href: brandConfig.storeLinks.android, label: t('download.android') },
    { key: 'ios', href: brandConfig.storeLinks.ios, label: t('download.ios') },
  ];
  if (clientType() === 'ios') stores.reverse();
  return (
    <main className="page promo-page">
      <header className="promo-hero">
        <h1>{t('download.title', { app })}</h1>
        <p>{t('download.text', { app })}</p>
      </header>
      <ul className="promo-stores">
        {stores.map((store) => (
          <li key={store.key}>
            <a
              className="promo-store"
              href={store.href}
              rel="noopener noreferrer"
              data-testid={`download-${store.key}`}
            >
              {store.label}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
