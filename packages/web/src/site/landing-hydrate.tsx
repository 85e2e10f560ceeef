// The campaign landing's script, started at once (not on first interaction like the site's): the
// template's content needs it. Hydrates the prerendered frame and form in the page's language.
import type { PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect } from 'react';
import { firstCommitted } from '../lib/first-paint';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { setPublicMarket } from '../lib/identity';
import { hydratePage } from './hydrate-page';
import { LandingPage } from './landing-page';
import '../ui/theme.css';
import '../app/app.css';

/** Tells the page's later work (the visit's tracking) that the page is on screen, as App does. */
function FirstCommit() {
  useEffect(() => firstCommitted(window), []);
  return null;
}

async function hydrate(): Promise<void> {
  const language = document.documentElement.lang as PublicLanguage;
  const root = document.getElementById('site-root');
  if (!root) return;
  setPublicMarket(language);
  await initI18n(language);
  await loadNamespaces(['promotion']);
  hydratePage(
    root,
    <>
      <LandingPage language={language} />
      <FirstCommit />
    </>,
  );
}

hydrate().catch((error: unknown) => {
  // The form stays on screen; only its script failed.
  console.error(error instanceof Error ? error.message : error);
});
