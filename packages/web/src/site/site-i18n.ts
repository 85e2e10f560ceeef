import type { PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { PUBLIC_NAMESPACES } from '../features/company-site/public-pages';

type Resource = Record<string, unknown>;

// Only the company site's texts (the app's locale map, lib/i18n/locale-files, names every
// feature's, which would put a chunk of each in this small build).
const files = import.meta.glob<Resource>('../features/company-site/locales/*/*.json', {
  import: 'default',
});

function loadTexts(language: string, namespace: string): Promise<Resource> {
  const load = files[`../features/company-site/locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no ${namespace} texts in ${language}`));
  return load();
}

/**
 * An i18next of its own for one public page: its language's site texts, loaded before the first
 * render, so the build's render and the browser's hydration read the same texts synchronously.
 */
export async function siteI18n(language: PublicLanguage): Promise<I18n> {
  const bundles = await Promise.all(
    PUBLIC_NAMESPACES.map(async (ns) => [ns, await loadTexts(language, ns)] as const),
  );
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: Object.fromEntries(bundles) },
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'site',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
