import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { brandConfig } from '../../config';
import { currentMarket } from '../../lib/identity';
import { PageLoading } from '../../ui';
import { clientType } from './campaign';
import { templateAppName, templateMarket } from './rules';
import { useCampaignPage } from './use-campaign-page';
import { usePageTitle } from './use-page-title';
import './promotion.css';

/** After registration: the brand's store links, the visitor's own platform first. */
export function DownloadTemplatePage() {
  const { t } = useTranslation('promotion');
  const { template, ready } = useCampaignPage(PAGES.downloadTemplate);
  const market = templateMarket(template?.lang, currentMarket().market);
  const app = template?.appName || templateAppName(template?.lang, market);
  const links = brandConfig.storeLinks[market];
  usePageTitle(t('download.title', { app }));
  if (!ready) return <PageLoading />;
  const stores = [
    { key: 'android', href: links.android, label: t('download.android') },
    { key: 'ios', href: links.ios, label: t('download.ios') },
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
