import type { BridgeEventName } from '@hybrid-loan/bridge-sdk/contract';
/** Buttons that send the shell's events to the page. */
export function NativeEvents(props: {
  onEvent(name: BridgeEventName, data?: Record<string, unknown>): void;
}) {
  return (
    <fieldset className="box">
      <legend>Native events</legend>
      <button type="button" onClick={() => props.onEvent('resume')}>
        resume
      </button>{' '}
      <button type="button" onClick={() => props.onEvent('back')}>
        back
      </button>{' '}
      <button type="button" onClick={() => props.onEvent('bankResult', { ok: true })}>
        bankResult ok
      </button>{' '}
      <button type="button" onClick={() => props.onEvent('bankResult', { ok: false })}>
        bankResult failed
      </button>
    </fieldset>
  );
}
