export { i18next, initI18n, LANGUAGES, preloadNamespaces, switchLanguage } from './i18n';
