export { classifyUrl, isSafeWebUrl, type UrlVerdict } from './safe-url';
