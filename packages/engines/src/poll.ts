/**
 * Polls `check` until it returns a truthy value or `timeoutMs` passes; the error names `what`.
 * An aborted `signal` (a run's deadline) ends it at once.
 */
export async function poll<T>(
  what: string,
  check: () => Promise<T>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    if (signal?.aborted) throw new Error(`stopped waiting for ${what}: the run was aborted`);
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `(fn)(...args)` as one expression, for engines that evaluate source text. */
export function callExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}
