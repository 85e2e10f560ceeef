import { type BridgeErrorCode, ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  type BridgeEventName,
} from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import type { ScriptedReply } from '../../types/scenario';
import { T } from '../texts';
import { ProblemAlert } from './problem-alert';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Kind = keyof typeof T.shell.kinds;
const EVENTS = ['', ...BRIDGE_EVENTS] as const;

export const describeReply = (r: ScriptedReply) =>
  `${r.noReply ? T.shell.kinds.hang : r.error ? r.error.code : `ok ${JSON.stringify(r.result ?? null)}`}${
    r.delayMs ? ` after ${r.delayMs} ms` : ''
  }${r.event ? ` → ${r.event.name}` : ''}`;

/** Sets a responder per bridge method: a value, a contract error, a latency, a hang, then an event. */
export function Responders(props: {
  replies: Record<string, ScriptedReply>;
  onChange(replies: Record<string, ScriptedReply>): void;
}) {
  const [method, setMethod] = useState('rate');
  const [kind, setKind] = useState<Kind>('value');
  const [value, setValue] = useState('{"shown": true}');
  const [code, setCode] = useState<BridgeErrorCode>('NATIVE_ERROR');
  const [latency, setLatency] = useState('');
  const [event, setEvent] = useState<BridgeEventName | ''>('');
  const [eventData, setEventData] = useState('{"ok": true}');
  const [problem, setProblem] = useState('');
  const apply = () => {
    const { [method]: _old, ...rest } = props.replies;
    if (kind === 'default') return props.onChange(rest);
    let reply: ScriptedReply;
    try {
      reply =
        kind === 'hang'
          ? { noReply: true }
          : kind === 'error'
            ? { error: { code, message: 'set in the emulator' } }
            : { result: JSON.parse(value || 'null') };
      if (latency) reply.delayMs = Number(latency);
      if (event) reply.event = { name: event, data: JSON.parse(eventData || '{}') };
    } catch (e) {
      return setProblem(T.shell.badJson((e as Error).message));
    }
    setProblem('');
    props.onChange({ ...rest, [method]: reply });
  };
  return (
    <div className="dock-section" data-testid="emulator-responders">
      <h2>{T.shell.responders}</h2>
      <p className="hint">{T.shell.respondersHint}</p>
      <div className="form-grid">
        <SelectField
          label={T.timeline.filterMethod}
          value={method}
          options={BRIDGE_METHODS.filter((m) => m !== 'hello')}
          onChange={setMethod}
        />
        <SelectField<Kind>
          label={T.shell.kind}
          value={kind}
          choices={T.shell.kinds}
          onChange={setKind}
        />
        {kind === 'value' ? (
          <TextField label={T.shell.value} value={value} onChange={setValue} code wide />
        ) : null}
        {kind === 'error' ? (
          <SelectField<BridgeErrorCode>
            label={T.shell.code}
            value={code}
            options={ERROR_CODES}
            onChange={setCode}
          />
        ) : null}
        {kind === 'value' || kind === 'error' ? (
          <TextField label={T.shell.latency} value={latency} onChange={setLatency} digits />
        ) : null}
        {kind !== 'default' ? (
          <SelectField<BridgeEventName | ''>
            label={T.shell.thenEvent}
            value={event}
            options={EVENTS}
            onChange={setEvent}
            text={(ev) => ev || T.shell.noEvent}
          />
        ) : null}
        {event ? (
          <TextField label={T.shell.value} value={eventData} onChange={setEventData} code wide />
        ) : null}
        <div className="row">
          <button type="button" onClick={apply}>
            {T.shell.apply}
          </button>
        </div>
      </div>
      <ProblemAlert problem={problem} />
      {Object.keys(props.replies).length ? (
        <ul className="responders">
          {Object.entries(props.replies).map(([m, r]) => (
            <li key={m}>
              <code>{m}</code> {describeReply(r)}{' '}
              <button
                type="button"
                className="link"
                onClick={() => {
                  const { [m]: _gone, ...rest } = props.replies;
                  props.onChange(rest);
                }}
              >
                {T.shell.reset}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
