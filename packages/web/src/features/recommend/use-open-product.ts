import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openServerUrl, sayAppOnly } from '../../lib/bridge';
import { type ApiResult, useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';

/**
 * Asks the server where a product opens and goes there: http(s) in the page, anything else to the
 * shell, script URLs refused. A second tap while it runs sends nothing.
 */
export function useOpenProduct<A extends unknown[]>(
  ask: (...args: A) => Promise<ApiResult<string>> | null,
) {
  const { t } = useTranslation('recommend');
  return useSubmit(
    useCallback(
      async (...args: A) => {
        const pending = ask(...args);
        if (!pending) return;
        const result = await pending;
        if (!result.ok) return; // the server's message is already on screen
        const how = await openServerUrl(result.data).catch(() => 'failed' as const);
        if (how === 'refused') notify.toast(t('errors.badLink'), { kind: 'error' });
        if (how === 'failed') sayAppOnly();
      },
      [ask, t],
    ),
  );
}
