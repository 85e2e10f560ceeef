import { useCallback, useRef, useState } from 'react';
import { notify } from '../notify';
import { isApiError } from './api-error';
import { describeError } from './describe-error';

/**
 * Wraps a submit action so a second tap while it runs sends nothing (a ref, not state, so even two
 * taps in one frame are caught). Failures other than server codes (already toasted by `request`)
 * are told to the borrower; what they entered stays where it is, so they can try again.
 */
export function useSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      try {
        return await action(...args);
      } catch (error) {
        if (!(isApiError(error) && (error.kind === 'server' || error.kind === 'session'))) {
          notify.toast(describeError(error), { kind: 'error' });
        }
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
