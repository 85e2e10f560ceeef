import { i18next } from '../i18n';
import { isApiError } from './api-error';

/** A sentence for the borrower saying what went wrong; never a stack or a bare code. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return i18next.t('common:errors.unknown');
  if (error.unresolved) return i18next.t('common:intent.unresolved');
  switch (error.kind) {
    case 'network':
      return i18next.t('common:errors.network');
    case 'timeout':
      return i18next.t('common:errors.timeout');
    case 'http':
      return i18next.t('common:errors.http', { status: error.status });
    case 'malformed':
      return i18next.t('common:errors.malformed');
    case 'session':
      return i18next.t('common:errors.session');
    case 'cancelled':
      return i18next.t('common:errors.cancelled');
    default:
      return error.message || i18next.t('common:errors.server');
  }
}
