export { classifyUrl, isSafeWebUrl, safeWebUrl, type UrlVerdict } from './safe-url';
