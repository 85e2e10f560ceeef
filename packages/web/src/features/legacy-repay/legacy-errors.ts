import type { TFunction } from 'i18next';
import { describeError, isApiError } from '../../lib/http';

/** The legacy store's texts for a server code: 800006 wrong code, 800005 a repeated payment, else the message. */
export function codeText(t: TFunction, code: string, message: string): string {
  if (code === '800006') return t('legacyRepay:errors.badCode');
  if (code === '800005') return t('legacyRepay:errors.duplicate');
  return message || t('legacyRepay:errors.failed');
}

/**
 * The text for a request that failed before any code: 'error' for the network, as the legacy store
 * says it, the platform's sentences otherwise; null when the platform already told the borrower
 * (an expired session).
 */
export function failureText(t: TFunction, error: unknown): string | null {
  if (isApiError(error) && error.kind === 'session') return null;
  if (isApiError(error) && error.kind === 'network' && !error.unresolved)
    return t('legacyRepay:errors.network');
  return describeError(error);
}
