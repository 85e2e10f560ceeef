import {
  type PublicLanguage,
  type PublicPageKey,
  publicPath,
} from '@hybrid-loan/bridge-sdk/contract';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { PUBLIC_VIEWS } from '../features/company-site/public-pages';
import { PublicSiteProvider } from '../features/company-site/public-site';

/** One page of the public site: the tree the build renders to HTML and the browser hydrates. */
export function SitePage({
  page,
  language,
  i18n,
}: {
  page: PublicPageKey;
  language: PublicLanguage;
  i18n: I18n;
}) {
  const { View } = PUBLIC_VIEWS[page];
  return (
    <I18nextProvider i18n={i18n}>
      <PublicSiteProvider value={{ language, href: (key) => publicPath(language, key) }}>
        <View />
      </PublicSiteProvider>
    </I18nextProvider>
  );
}
