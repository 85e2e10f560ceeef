import type { BridgeCheckResult } from '@hybrid-loan/bridge-sdk/contract';

/** The checks of one run, in order; a check added twice keeps its last result. */
export function collector() {
  const checks: BridgeCheckResult[] = [];
  const add = (
    id: string,
    pass: boolean | 'skip',
    expected?: string,
    actual?: string,
    kind: BridgeCheckResult['kind'] = 'auto',
  ): BridgeCheckResult => {
    const status = pass === 'skip' ? 'skip' : pass ? 'pass' : 'fail';
    const check: BridgeCheckResult = {
      id,
      kind,
      status,
      // A pass needs no explanation; a failure or a skip says what was expected and seen.
      ...(status !== 'pass' && expected !== undefined ? { expected } : {}),
      ...(actual !== undefined ? { actual } : {}),
    };
    const i = checks.findIndex((c) => c.id === id);
    if (i >= 0) checks[i] = check;
    else checks.push(check);
    return check;
  };
  return { checks, add };
}

export type Collector = ReturnType<typeof collector>;

/** A reply as the report shows it: `ok null`, `error INVALID_ARGS`, `no reply within 800 ms`. */
export function describeReply(
  reply: { msg: Record<string, unknown> } | undefined,
  timeoutMs: number,
): string {
  if (!reply) return `no reply within ${timeoutMs} ms`;
  const { msg } = reply;
  if (msg.ok === true) return `ok ${JSON.stringify(msg.result)}`;
  const error = msg.error as { code?: unknown } | undefined;
  return `error ${String(error && typeof error === 'object' ? error.code : JSON.stringify(msg))}`;
}
