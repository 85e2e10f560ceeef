export { ApiError, type ApiErrorKind, isApiError } from './api-error';
export {
  type ApiResult,
  commonParams,
  HTTP_TIMEOUT_MS,
  type Params,
  preloadWire,
  type RequestOptions,
  send,
} from './client';
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
export { type CallOptions, fetchData, request } from './request';
export { useApiQuery, useCallQuery } from './use-api-query';
export { useResumeRefetch } from './use-resume-refetch';
export { useSubmit } from './use-submit';
