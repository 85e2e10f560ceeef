import { type BridgeErrorCode, ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import { useState } from 'react';
import type { ScriptedReply } from '../../types/scenario';
import { T } from '../texts';

export interface PendingAsk {
  id: number;
  method: string;
  params: unknown;
  resolve(reply: ScriptedReply): void;
}

function AskRow(props: { ask: PendingAsk; onAnswer(ask: PendingAsk, reply: ScriptedReply): void }) {
  const [result, setResult] = useState(props.ask.method === 'rate' ? '{"shown": true}' : 'null');
  const [code, setCode] = useState<BridgeErrorCode>('UNSUPPORTED');
  const [problem, setProblem] = useState('');
  const ok = () => {
    try {
      props.onAnswer(props.ask, { result: JSON.parse(result) });
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <li>
      <strong>{props.ask.method}</strong> <code>{JSON.stringify(props.ask.params)}</code>
      <textarea
        aria-label={T.asks.result}
        value={result}
        onChange={(e) => setResult(e.target.value)}
        rows={2}
      />
      {problem ? <span className="problem">{problem}</span> : null}
      <button type="button" onClick={ok}>
        {T.asks.ok}
      </button>{' '}
      <select
        aria-label={T.asks.code}
        value={code}
        onChange={(e) => setCode(e.target.value as BridgeErrorCode)}
      >
        {ERROR_CODES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <button
        type="button"
        onClick={() =>
          props.onAnswer(props.ask, { error: { code, message: 'answered in the emulator' } })
        }
      >
        {T.asks.error}
      </button>
    </li>
  );
}

/** Unscripted calls waiting for an answer (policy ask); not modal: the page keeps running. */
export function ReplyEditor(props: {
  asks: PendingAsk[];
  onAnswer(ask: PendingAsk, reply: ScriptedReply): void;
}) {
  if (!props.asks.length) return null;
  return (
    <aside className="asks" aria-label={T.asks.title(props.asks.length)}>
      <h2>{T.asks.title(props.asks.length)}</h2>
      <ul>
        {props.asks.map((ask) => (
          <AskRow key={ask.id} ask={ask} onAnswer={props.onAnswer} />
        ))}
      </ul>
    </aside>
  );
}
