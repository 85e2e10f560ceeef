export {
  i18next,
  initI18n,
  LANGUAGES,
  loadNamespaces,
  preloadNamespaces,
  switchLanguage,
} from './i18n';
