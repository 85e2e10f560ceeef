import type { BridgeEventName } from '@hybrid-loan/bridge-sdk/contract';
import { T } from '../texts';

/** An event of the contract. */
export type NativeEventName = BridgeEventName;

/** The shell's events, under the device like its buttons. */
export function NativeEvents(props: {
  onEvent(name: NativeEventName, data?: Record<string, unknown>): void;
}) {
  return (
    <fieldset className="native-events" aria-label={T.nativeEvents}>
      <button type="button" onClick={() => props.onEvent('back')}>
        ◀ {T.events.back}
      </button>
      <button type="button" onClick={() => props.onEvent('resume')}>
        {T.events.resume}
      </button>
      <button type="button" onClick={() => props.onEvent('bankResult', { ok: true })}>
        {T.events.bankOk}
      </button>
      <button type="button" onClick={() => props.onEvent('bankResult', { ok: false })}>
        {T.events.bankFailed}
      </button>
    </fieldset>
  );
}
