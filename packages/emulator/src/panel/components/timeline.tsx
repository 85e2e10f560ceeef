import type { CallEntry, RequestEntry } from '../../core/call-log';
import { redact } from '../../core/redact';

export type TimedCall = CallEntry & { receivedAt: number };

type Row = { at: number; call?: TimedCall; request?: RequestEntry };

const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);

/** The bridge calls and the page's requests on one time line, calls left, requests right. */
export function Timeline(props: { calls: TimedCall[]; requests: RequestEntry[] }) {
  const rows: Row[] = [
    ...props.calls.map((call) => ({ at: call.receivedAt, call })),
    ...props.requests.map((request) => ({ at: Number(request.at) || 0, request })),
  ].sort((a, b) => a.at - b.at);
  return (
    <table className="timeline" data-testid="emulator-timeline">
      <thead>
        <tr>
          <th>time</th>
          <th>bridge: method</th>
          <th>params</th>
          <th>reply</th>
          <th>ms</th>
          <th>request</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const c = row.call && redact(row.call);
          const r = row.request;
          return (
            <tr
              key={c ? `c${c.seq}-${row.at}` : `r${row.at}-${r?.path}-${i}`}
              className={c ? (c.reply && !c.reply.ok ? 'call error' : 'call') : 'request'}
            >
              <td>{time(row.at)}</td>
              <td>{c ? `${c.method}${c.legacy ? ` (${c.legacy.name})` : ''}` : ''}</td>
              <td>
                <code>{c ? JSON.stringify(c.params ?? {}) : ''}</code>
              </td>
              <td>
                {c
                  ? c.reply
                    ? c.reply.ok
                      ? JSON.stringify(c.reply.result)
                      : c.reply.error.code
                    : `(${c.source})`
                  : ''}
              </td>
              <td>{String(c?.latencyMs ?? r?.ms ?? '')}</td>
              <td>
                {r
                  ? `${r.method ?? ''} ${r.path} → ${r.status ?? ''}${r.code !== undefined ? ` code ${String(r.code)}` : ''}`
                  : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
