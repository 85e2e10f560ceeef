import { useCallback, useState } from 'react';

/**
 * A panel section's actions that may fail: `attempt(action, then)` runs `then` once the action
 * succeeds and clears the section's `problem`, or says why it failed (`say(message)`) and keeps
 * what the section showed. `say` must be stable (a text function of the panel's texts).
 */
export function useProblem(say: (message: string) => string) {
  const [problem, setProblem] = useState('');
  const fail = useCallback((e: Error) => setProblem(say(e.message)), [say]);
  const attempt = useCallback(
    (action: Promise<unknown> | undefined, then: () => void = () => undefined) =>
      Promise.resolve(action)
        .then(() => {
          then();
          setProblem('');
        })
        .catch(fail),
    [fail],
  );
  return { problem, attempt, fail };
}
