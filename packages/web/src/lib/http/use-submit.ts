import { useCallback, useRef, useState } from 'react';
import { notify } from '../notify';
import { isApiError } from './api-error';
import { describeError } from './describe-error';

/**
 * Wraps a submit action so a second tap while it runs sends nothing (a ref, not state, so even two
 * taps in one frame are caught). Failures other than server codes (already toasted by `request`)
 * are told to the borrower; what they entered stays where it is, so they can try again.
 */
export function useSubmit<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: {
    /**
     * The action leaves the page when it returns true (a navigation is a history step, not yet
     * done when the action returns): the guard then stays held, so a tap before the page is gone
     * does nothing.
     */
    leaves?: boolean;
  } = {},
) {
  const busy = useRef(false);
  const leaves = options.leaves === true;
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      let left = false;
      try {
        const result = await action(...args);
        left = leaves && result === true;
        return result;
      } catch (error) {
        if (!(isApiError(error) && (error.kind === 'server' || error.kind === 'session'))) {
          notify.toast(describeError(error), { kind: 'error' });
        }
        return undefined;
      } finally {
        busy.current = left;
        setPending(false);
      }
    },
    [action, leaves],
  );
  return { run, pending };
}
