export { ApiError, type ApiErrorKind, isApiError } from './api-error';
export { type CallOptions, fetchData, request } from './call-feedback';
export {
  type ApiResult,
  commonParams,
  HTTP_TIMEOUT_MS,
  type Params,
  type RequestOptions,
  send,
} from './call-pipeline';
export { describeError } from './describe-error';
export { defineEndpoint, type Endpoint } from './endpoint';
export { type Line, lines, list, num, text, texts } from './fields';
export { requestImage } from './image-request';
export {
  hasPendingIntent,
  IDEMPOTENCY_HEADER,
  INTENT_LIFETIME_MS,
  intentKey,
  newIdempotencyKey,
  settleIntent,
} from './intent-key';
export { orderCall, type PageCall } from './page-call';
export { createQueryClient } from './query-client';
export { onSessionExpired } from './session-expiry';
export { preloadWire } from './transmit';
export { useApiQuery, useCallQuery } from './use-api-query';
export { type OnResume, useResumeRefetch } from './use-resume-refetch';
export { useSubmit } from './use-submit';
