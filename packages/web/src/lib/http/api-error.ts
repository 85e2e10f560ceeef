import { fieldEvent } from '../field';

/** Why a request did not produce usable data. `server` carries the server's code and message. */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'malformed'
  | 'server'
  | 'session'
  | 'cancelled';

// The fields are declared, not defined (`declare`): a class field is lowered for the support
// floor with four helpers (about 0.3 KB before every page's first data); the constructor sets them.
export class ApiError extends Error {
  declare readonly kind: ApiErrorKind;
  declare readonly code: string | undefined;
  declare readonly status: number | undefined;
  declare readonly path: string;
  /**
   * An idempotent call whose outcome is still unknown after the client checked again: it may or
   * may not have gone through, and retrying it (with the same key) cannot do it twice.
   */
  declare readonly unresolved: boolean;

  constructor(
    kind: ApiErrorKind,
    path: string,
    message: string,
    extra: { code?: string; status?: number; unresolved?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.code = extra.code;
    this.status = extra.status;
    this.unresolved = extra.unresolved ?? false;
    // Every failed call is made here: the field reports see each once, by class.
    if (kind !== 'cancelled') fieldEvent('api', this);
  }

  /** Worth offering a retry: the request may succeed as it is once the network or server recovers. */
  get retryable(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'http' ||
      this.kind === 'malformed'
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
