// The public pages' script (loaded by SITE_LOADER once the page is on screen): hydrates the
// prerendered page with the same components, in the page's language, then mounts the toast host
// (the contact form's messages) beside it.
import type { PublicLanguage, PublicPageKey } from '@hybrid-loan/bridge-sdk/contract';
import { setPublicMarket } from '../lib/identity';
import { hydratePage } from './hydrate-page';
import { siteI18n } from './site-i18n';
import { SitePage } from './site-page';
import '../ui/theme.css';
import '../app/app.css';

async function hydrate(): Promise<void> {
  const html = document.documentElement;
  const language = html.lang as PublicLanguage;
  const page = html.dataset.page as PublicPageKey;
  const root = document.getElementById('site-root');
  if (!root || !page) return;
  setPublicMarket(language);
  const i18n = await siteI18n(language);
  hydratePage(root, <SitePage page={page} language={language} i18n={i18n} />);
}

hydrate().catch((error: unknown) => {
  // The page stays readable and its links work: only its script failed.
  console.error(error instanceof Error ? error.message : error);
});
