import { useMemo, useState } from 'react';
import type { RequestEntry } from '../../core/call-log';
import type { PackageNote } from '../../types/package-state';
import { T } from '../texts';
import {
  ALL_KINDS,
  type EntryKind,
  filterRows,
  methodsSeen,
  type SentEvent,
  type TimedCall,
  timelineRows,
} from './timeline-model';
import { TimelineRow } from './timeline-row';

export type { TimedCall };

/**
 * The docked timeline: bridge calls, the page's requests, native events and what the shell did
 * with its offline package on one line of time, newest first. Follow keeps the newest in view; off, the list holds still and counts what came.
 */
export function Timeline(props: {
  calls: TimedCall[];
  requests: RequestEntry[];
  events: SentEvent[];
  /** What the shell did with its offline package. */
  notes: PackageNote[];
  onClear(): void;
}) {
  const [kinds, setKinds] = useState(ALL_KINDS);
  const [method, setMethod] = useState('');
  const [text, setText] = useState('');
  const [follow, setFollow] = useState(true);
  const [heldAt, setHeldAt] = useState(0);
  const all = useMemo(
    () => timelineRows(props.calls, props.requests, props.events, props.notes),
    [props.calls, props.requests, props.events, props.notes],
  );
  const visible = follow ? all : all.filter((r) => r.at <= heldAt);
  const rows = filterRows(visible, { kinds, method, text });
  const newer = follow ? 0 : all.length - visible.length;
  return (
    <section className="timeline" aria-label={T.timeline.label} data-testid="emulator-timeline">
      <div className="timeline-bar">
        {(Object.keys(ALL_KINDS) as EntryKind[]).map((kind) => (
          <label key={kind} className={`chip ${kinds[kind] ? 'on' : ''}`}>
            <input
              type="checkbox"
              checked={kinds[kind]}
              onChange={(e) => setKinds({ ...kinds, [kind]: e.target.checked })}
            />
            {T.timeline.kinds[kind]}
          </label>
        ))}
        <select
          aria-label={T.timeline.filterMethod}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
        >
          <option value="">{T.timeline.allMethods}</option>
          {methodsSeen(all).map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        <input
          type="search"
          aria-label={T.timeline.filterText}
          placeholder={T.timeline.filterText}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className={`chip ${follow ? 'on' : ''}`}>
          <input
            type="checkbox"
            checked={follow}
            onChange={(e) => {
              setFollow(e.target.checked);
              setHeldAt(Date.now());
            }}
          />
          {T.timeline.follow}
        </label>
        {newer ? (
          <button type="button" className="link" onClick={() => setFollow(true)}>
            {T.timeline.paused(newer)}
          </button>
        ) : null}
        <button type="button" onClick={props.onClear}>
          {T.timeline.clear}
        </button>
      </div>
      {rows.length ? (
        <ol className="timeline-rows">
          {rows.map((row) => (
            <TimelineRow key={row.key} row={row} />
          ))}
        </ol>
      ) : (
        <p className="empty">{all.length ? T.timeline.none : T.timeline.empty}</p>
      )}
    </section>
  );
}
