import { i18next } from '../i18n';
import { notify } from '../notify';
import { bridge } from './bridge';

/** Tells the borrower that what they tapped works in the app only (no shell could do it). */
export function sayAppOnly(): void {
  notify.toast(i18next.t('common:errors.bridge'), { kind: 'error' });
}

/**
 * Runs a shell action; when the shell cannot do it (a plain browser, an old app) the borrower is
 * told it works in the app only, and nothing else happens.
 */
export function orToast(action: Promise<unknown>): void {
  action.catch(sayAppOnly);
}

/** Asks the shell to dial the service number; when it cannot, says which number to dial. */
export function callPhone(phone: string): void {
  bridge
    .call({ phone })
    .catch(() => notify.toast(i18next.t('common:callFailed', { phone }), { kind: 'error' }));
}
