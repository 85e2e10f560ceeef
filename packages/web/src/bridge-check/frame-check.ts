import type { ShellGlobals } from '@hybrid-loan/bridge-sdk';
import type { Collector } from './results';
import { describeReply } from './results';

/**
 * The bridge belongs to the main frame only: from a frame inside the page, a call is refused
 * (`NOT_IN_APP`) or never reaches the shell (its globals are not there, or it drops the call).
 * A success reply to a call from the frame fails the check.
 */
export async function frameCheck(
  win: Window,
  out: Collector,
  session: string,
  protocol: 'message' | 'legacy' = 'message',
  waitMs = 1000,
): Promise<void> {
  const doc = win.document;
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  doc.body.appendChild(frame);
  try {
    const child = frame.contentWindow as (Window & ShellGlobals) | null;
    const main = win as unknown as ShellGlobals;
    const post =
      child && typeof child.LoanNative?.postMessage === 'function'
        ? (m: object) => child.LoanNative?.postMessage(JSON.stringify(m))
        : child?.webkit?.messageHandlers?.loanNative
          ? (m: object) => child.webkit?.messageHandlers?.loanNative?.postMessage(m)
          : undefined;
    if (protocol === 'legacy') {
      // Legacy calls have no replies: a page can only see whether the functions are there.
      const exposed =
        !!child && (!!(child as ShellGlobals).nativeMethod || !!child.webkit?.messageHandlers);
      out.add(
        'frames.subframe',
        exposed ? 'skip' : true,
        'no legacy functions in a subframe',
        exposed ? 'exposed (legacy calls have no replies to check)' : 'no bridge in a subframe',
      );
      return;
    }
    if (!child || !post) {
      out.add('frames.subframe', true, undefined, 'no bridge in a subframe');
      return;
    }
    const call = {
      bridge: 1,
      session: `${session}-frame`,
      id: 1,
      method: 'hello',
      params: { contract: 1 },
    };
    const mainReceive = main.LoanNativeReceive;
    const reply = await new Promise<{ msg: Record<string, unknown> } | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), waitMs);
      const take = (raw: unknown) => {
        let msg: Record<string, unknown> | undefined;
        try {
          msg = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
        } catch {
          return false;
        }
        if (msg && msg.session === call.session) {
          clearTimeout(timer);
          resolve({ msg });
          return true;
        }
        return false;
      };
      // The reply may come to the frame (a shell answering its sender) or to the main frame.
      child.LoanNativeReceive = (raw) => {
        take(raw);
      };
      main.LoanNativeReceive = (raw) => {
        if (!take(raw)) mainReceive?.(raw);
      };
      try {
        post(call);
      } catch {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    main.LoanNativeReceive = mainReceive;
    const error = reply?.msg.error as { code?: unknown } | undefined;
    out.add(
      'frames.subframe',
      !reply || (reply.msg.ok === false && error?.code === 'NOT_IN_APP'),
      'a call from a subframe refused with NOT_IN_APP (or never answered)',
      describeReply(reply, waitMs),
    );
  } finally {
    frame.remove();
  }
}
