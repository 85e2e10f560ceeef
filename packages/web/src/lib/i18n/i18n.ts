import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../config';
import { loadCoreLocale } from './core-locales';

export const LANGUAGES: Language[] = ['en-IN', 'id-ID', 'zh-CN'];

type Resource = Record<string, unknown>;

// `common` and `ui` (core-locales.ts) load first, in the borrower's language only; every other
// namespace loads with its feature's chunk.
const lazy = import.meta.glob<Resource>(
  ['../../locales/*/*.json', '!../../locales/*/common.json', '!../../locales/*/ui.json'],
  {
    import: 'default',
  },
);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const path = `../../locales/${language}/${namespace}.json`;
    const load = lazy[path] ?? (() => loadCoreLocale(language, namespace) ?? Promise.resolve({}));
    load().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Starts i18next in the market's language; resolves once `common` is ready. */
export async function initI18n(language: Language): Promise<I18n> {
  if (i18next.isInitialized) {
    if (i18next.language !== language) await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // en-IN and id-ID have the same keys (a test checks), so only the partial zh-CN needs a fallback;
      // a fallback language would otherwise be downloaded too.
      fallbackLng: language === 'zh-CN' ? ['en-IN'] : false,
      supportedLngs: LANGUAGES,
      ns: ['common', 'ui'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}

/**
 * Starts loading the language's feature namespaces in the background, so a page's texts are
 * usually there when its chunk arrives instead of costing one more round trip after it. The long
 * legal texts load only with their pages.
 */
const ON_DEMAND = new Set(['legal', 'devPreview']);

export function preloadNamespaces(language: Language): Promise<unknown> {
  const namespaces = Object.keys(lazy)
    .map((path) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(path))
    .filter(
      (m): m is RegExpExecArray => m !== null && m[1] === language && !ON_DEMAND.has(m[2] ?? ''),
    )
    .map((m) => m[2] as string);
  return i18next.loadNamespaces(namespaces);
}

/** Some pages (the Chinese promotion template, the legacy store) speak a fixed language. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
