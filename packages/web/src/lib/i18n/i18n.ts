import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../config';
import { CORE_NAMESPACES, loadLocale } from './locale-files';

export const LANGUAGES: Language[] = ['en-IN', 'id-ID', 'zh-CN'];

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    (loadLocale(language, namespace) ?? Promise.resolve({})).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Starts i18next in the market's language; resolves once the core namespaces are ready. */
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
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}

/** Loads a page's namespaces (after `initI18n`), so its first render does not wait for them. */
export function loadNamespaces(namespaces: readonly string[]): Promise<unknown> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Some pages (the Chinese promotion template, the legacy store) speak a fixed language. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
