import i18next, { type TFunction } from 'i18next';
import { marketForLanguageType } from '../config';
import en from './locales/en-IN/bridge-check.json';
import id from './locales/id-ID/bridge-check.json';

/**
 * The check page's texts in the borrower app's language (the page URL's `languageType`, as every
 * page: 1 English, else Indonesian), through i18next like the rest of the app. Both languages are
 * in the page's one small script (it has no other namespaces to load).
 */
export async function initTexts(languageType: string | undefined): Promise<TFunction> {
  const { language } = marketForLanguageType(languageType);
  const lng = language === 'en-IN' ? 'en-IN' : 'id-ID';
  await i18next.init({
    lng,
    fallbackLng: false,
    resources: { 'en-IN': { bridgeCheck: en }, 'id-ID': { bridgeCheck: id } },
    ns: ['bridgeCheck'],
    defaultNS: 'bridgeCheck',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next.t.bind(i18next);
}
