// The build's renderer of the campaign landing (scripts/build/public-site-build.ts bundles it for Node
// and calls renderLandings in a child process: the promotion's components reach the app's bridge,
// which connects when its module loads, and only that short-lived process ever loads it).

import { PUBLIC_LANGUAGES, type PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES, i18next, LANGUAGES, loadLocale } from '../lib/i18n';
import { setPublicMarket } from '../lib/identity';
import { BUILD_WINDOW } from './build-window';
import { LandingPage } from './landing-page';
import { landingPath } from './landing-path';
import type { RenderedPage } from './render';
import { escapeHtml } from './site-head';

const NAMESPACES = [...CORE_NAMESPACES, 'promotion'];

/** The app's i18next with the landing's texts in place, read synchronously by the render. */
async function landingTexts(language: PublicLanguage): Promise<void> {
  const bundles = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await loadLocale(language, ns)) ?? {}] as const),
  );
  const resources = { [language]: Object.fromEntries(bundles) };
  if (i18next.isInitialized) {
    for (const [ns, bundle] of bundles) i18next.addResourceBundle(language, ns, bundle);
    await i18next.changeLanguage(language);
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
}

/** The campaign landing in one language: its title, head tags (noindex) and markup. */
export async function renderLanding(
  language: PublicLanguage,
  origin: string,
): Promise<RenderedPage> {
  if (!BUILD_WINDOW) throw new Error('the landing renders in the build only');
  setPublicMarket(language);
  await landingTexts(language);
  const title = i18next.t('defaultTitle', { ns: 'promotion' });
  const url = `${origin.replace(/\/$/, '')}${landingPath(language)}`;
  const head = [
    '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return { title, head, body: renderToString(<LandingPage language={language} />) };
}

/** The landing in one language, as the build writes it (JSON: it comes from a child process). */
export interface PrerenderedLanding {
  language: PublicLanguage;
  /** Its path from the site's root (`/en-IN/register/`). */
  path: string;
  rendered: RenderedPage;
}

/** The landing in every language of the public site. */
export async function renderLandings(origin: string): Promise<PrerenderedLanding[]> {
  const landings: PrerenderedLanding[] = [];
  for (const language of PUBLIC_LANGUAGES)
    landings.push({
      language,
      path: landingPath(language),
      rendered: await renderLanding(language, origin),
    });
  return landings;
}
