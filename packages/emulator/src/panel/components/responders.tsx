import { type BridgeErrorCode, ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  type BridgeEventName,
} from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import type { ScriptedReply } from '../../types/scenario';
import { T } from '../texts';

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
        <label>
          {T.timeline.filterMethod}
          <select
            aria-label={T.timeline.filterMethod}
            value={method}
            onChange={(e) => setMethod(e.target.value)}
          >
            {BRIDGE_METHODS.filter((m) => m !== 'hello').map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          {T.shell.kind}
          <select
            aria-label={T.shell.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            {(Object.keys(T.shell.kinds) as Kind[]).map((k) => (
              <option key={k} value={k}>
                {T.shell.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'value' ? (
          <label className="wide">
            {T.shell.value}
            <input value={value} onChange={(e) => setValue(e.target.value)} spellCheck={false} />
          </label>
        ) : null}
        {kind === 'error' ? (
          <label>
            {T.shell.code}
            <select
              aria-label={T.shell.code}
              value={code}
              onChange={(e) => setCode(e.target.value as BridgeErrorCode)}
            >
              {ERROR_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        ) : null}
        {kind === 'value' || kind === 'error' ? (
          <label>
            {T.shell.latency}
            <input
              value={latency}
              inputMode="numeric"
              onChange={(e) => setLatency(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        ) : null}
        {kind !== 'default' ? (
          <label>
            {T.shell.thenEvent}
            <select
              aria-label={T.shell.thenEvent}
              value={event}
              onChange={(e) => setEvent(e.target.value as BridgeEventName | '')}
            >
              {EVENTS.map((ev) => (
                <option key={ev} value={ev}>
                  {ev || T.shell.noEvent}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {event ? (
          <label className="wide">
            {T.shell.value}
            <input
              value={eventData}
              onChange={(e) => setEventData(e.target.value)}
              spellCheck={false}
            />
          </label>
        ) : null}
        <div className="row">
          <button type="button" onClick={apply}>
            {T.shell.apply}
          </button>
        </div>
      </div>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
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
