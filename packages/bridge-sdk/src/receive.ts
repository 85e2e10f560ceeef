import type { BridgeEventName } from './contract/methods.js';
import { events } from './method-table.js';
import type { Diagnostic } from './options.js';
import { isObj, own } from './validate.js';

/** @internal Runs one of the page's hooks or event handlers with its argument. */
export type RunHook = <T>(hook: ((arg: T) => void) | undefined, arg: T) => void;

/** @internal Reports something the bridge dropped to `onDiagnostic`. */
export type Diagnose = (code: Diagnostic['code'], message: string, data?: unknown) => void;

/** @internal A reply of the shell, as it arrived (read by the call it answers). */
export type Reply = Record<string, unknown>;

/** @internal The calls waiting for a reply, by id: each settles its call from the reply. */
export type PendingCalls = Map<unknown, (reply: Reply) => void>;

/** @internal The handlers of each event, by event name. */
export type Listeners = Map<string, Set<(data: never) => void>>;

/**
 * @internal Makes `window.LoanNativeReceive`, which the shell calls with everything it sends (a
 * JSON string or an object). An event with valid data goes to its handlers; a reply of this page
 * load's session settles the pending call with its id. Anything else (bad JSON, not a bridge
 * message, an unknown or malformed event, another session's reply, an id no call waits for) is a
 * diagnostic: nothing the shell sends throws inside the page.
 */
export const createReceiver =
  (
    session: string,
    pending: PendingCalls,
    listeners: Listeners,
    runHook: RunHook,
    diagnose: Diagnose,
  ) =>
  (raw: unknown) => {
    try {
      const message: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
      if (!isObj(message) || message.bridge !== 1) return diagnose('malformed', 'not bridge', raw);
      if ('event' in message) {
        const name = message.event as BridgeEventName;
        const data = message.data ?? {};
        if (!(own(events, name) && events[name](data))) return diagnose('malformed', 'event', raw);
        // A copy: a handler may unsubscribe itself (or another) while the event is delivered.
        for (const handler of [...(listeners.get(name) ?? [])]) runHook(handler, data as never);
        return;
      }
      if (message.session !== session) return diagnose('stale', 'session', raw);
      const settleCall = pending.get(message.id);
      settleCall ? settleCall(message) : diagnose('unknown', 'id', raw);
    } catch (e) {
      diagnose('malformed', String(e), raw);
    }
  };
