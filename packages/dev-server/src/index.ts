export {
  BodyTooLarge,
  capBody,
  DEFAULT_MAX_BODY_BYTES,
  declaredTooLarge,
  readBody,
  UPLOAD_MAX_BODY_BYTES,
} from './body-limit';
export { contentType } from './content-type';
export {
  createGuardedServer,
  type GuardedServerOptions,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from './guarded-server';
export {
  appFile,
  checkRequest,
  configuredHosts,
  fileInside,
  type GuardOptions,
  guarded,
  isOwnHost,
  jsonOnly,
  parseTarget,
  type Refusal,
  refuse,
  type Target,
} from './http-guard';
