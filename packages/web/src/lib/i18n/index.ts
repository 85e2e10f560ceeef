export {
  i18next,
  initI18n,
  LANGUAGES,
  loadNamespaces,
  switchLanguage,
} from './i18n';
export { CORE_NAMESPACES, loadLocale } from './locale-files';
