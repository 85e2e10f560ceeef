export {
  classifyUrl,
  isSafeWebUrl,
  safeWebUrl,
  type UrlVerdict,
  withoutIdentity,
} from './safe-url';
