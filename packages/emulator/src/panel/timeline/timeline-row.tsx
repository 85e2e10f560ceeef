import { useState } from 'react';
import { redact } from '../../core/redact';
import { T } from '../texts';
import { noteSummary } from './package-note';
import type { TimelineRow as Row } from './timeline-model';

const time = (ms: number) => (ms ? new Date(ms).toISOString().slice(11, 23) : '');
// Tokens and phone numbers never show, in the line or opened.
const short = (v: unknown) => {
  const s = JSON.stringify(redact(v ?? {}));
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

function summary(row: Row): { detail: string; outcome: string; tone: string; ms: string } {
  if (row.call) {
    const c = row.call;
    const outcome = c.reply
      ? c.reply.ok
        ? `ok ${short(c.reply.result)}`
        : c.reply.error.code
      : c.source === 'none'
        ? T.timeline.noReply
        : `(${c.source})`;
    return {
      detail: row.folded ? `${c.platform} · ${c.protocol}` : short(c.params),
      outcome: `${outcome}${c.pushed ? ` → ${c.pushed}` : ''}`,
      tone: c.reply && !c.reply.ok ? 'bad' : c.reply ? 'ok' : 'muted',
      ms: c.latencyMs !== undefined ? `${c.latencyMs} ms` : '',
    };
  }
  if (row.request) {
    const r = row.request;
    const status = r.status ?? '';
    // The API's envelope: code 0 is success, any other is the server's error code.
    const failedCode = r.code !== undefined && r.code !== null && String(r.code) !== '0';
    return {
      // The method goes before the path (the name), which is shown whole.
      detail: '',
      outcome: `${status}${failedCode ? ` · code ${String(r.code)}` : ''}`,
      tone: Number(status) >= 400 || failedCode ? 'bad' : 'ok',
      ms: r.ms !== undefined ? `${String(r.ms)} ms` : '',
    };
  }
  if (row.note) return { ...noteSummary(row.note), ms: '' };
  return { detail: short(row.event?.data), outcome: 'sent', tone: 'muted', ms: '' };
}

/** One entry: a line you can open for its params and reply (secrets redacted). */
export function TimelineRow({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const s = summary(row);
  const name = row.folded
    ? T.timeline.handshake(row.folded)
    : row.request
      ? `${String(row.request.method ?? '')} ${row.name}`.trim()
      : row.note
        ? T.packageNote.names[row.note.kind]
        : row.name;
  const params = row.call?.params ?? row.request?.params ?? row.event?.data;
  const reply = row.call
    ? (row.call.reply ?? null)
    : row.request
      ? { status: row.request.status, code: row.request.code }
      : undefined;
  return (
    <li className={`trow ${row.kind}${row.folded ? ' folded' : ''}`} data-kind={row.kind}>
      <button
        type="button"
        className="trow-line"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="trow-time">{time(row.at)}</span>
        <span className={`badge ${row.kind}`}>{T.timeline.kinds[row.kind]}</span>
        {/* A cut text shows whole on hover; a request's path is never cut (it wraps). */}
        <span className="trow-name" title={name}>
          {name}
        </span>
        {row.request ? null : (
          <span className="trow-detail" title={s.detail}>
            {s.detail}
          </span>
        )}
        <span className={`trow-outcome ${s.tone}`} title={s.outcome}>
          {s.outcome}
        </span>
        <span className="trow-ms">{s.ms}</span>
      </button>
      {open && row.note ? (
        <div className="trow-more">
          {/* What the shell did with its package, in full: the line cuts it. */}
          <p className="trow-label">{T.timeline.what}</p>
          <p className="trow-text">{s.detail}</p>
        </div>
      ) : open ? (
        <div className="trow-more">
          <p className="trow-label">{T.timeline.params}</p>
          <pre>{JSON.stringify(redact(params ?? {}), null, 2)}</pre>
          {reply !== undefined ? (
            <>
              <p className="trow-label">{T.timeline.reply}</p>
              <pre>{JSON.stringify(redact(reply), null, 2)}</pre>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
