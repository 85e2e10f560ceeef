export { i18next, initI18n, LANGUAGES, switchLanguage } from './i18n';
