export { contentType } from './content-type';
export {
  checkRequest,
  configuredHosts,
  fileInside,
  guarded,
  isOwnHost,
  jsonOnly,
  parseTarget,
  type Refusal,
  refuse,
  type Target,
} from './http-guard';
