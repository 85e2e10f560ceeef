import type { Remote } from 'comlink';
import { type RefObject, useEffect, useState } from 'react';
import type { WorkerInfo } from '../../types/scenario';
import type { FrameApi } from '../frame-link';
import { panelApi } from '../panel-api';
import { T } from '../texts';
import { useProblem } from '../use-problem';
import { ProblemAlert } from './problem-alert';

/**
 * The app's service worker as the page sees it (its build, how much of it is cached, an update
 * waiting for the next open), and the device's "Clear app data" and "Go offline".
 */
export function WorkerControls(props: {
  frame: RefObject<Remote<FrameApi> | FrameApi | null>;
  onReload(): void;
}) {
  const [info, setInfo] = useState<WorkerInfo | null>(null);
  const [offline, setOffline] = useState(false);
  const { problem, attempt } = useProblem(T.worker.failed);
  const { frame } = props;

  useEffect(() => {
    const read = () =>
      void Promise.resolve(frame.current?.serviceWorker())
        .then((i) => setInfo(i ?? null))
        .catch(() => setInfo(null));
    read();
    const timer = setInterval(read, 1500);
    return () => clearInterval(timer);
  }, [frame]);

  const clear = () => void attempt(frame.current?.clearAppData(), props.onReload);
  const network = (next: boolean) =>
    void attempt(panelApi('/api/network', 'PUT', { offline: next }), () => setOffline(next));

  return (
    <div className="dock-section" data-testid="emulator-worker">
      <h3>{T.worker.title}</h3>
      <ProblemAlert problem={problem} />
      {!info ? (
        <p className="hint">{T.worker.unknown}</p>
      ) : !info.supported ? (
        <p className="hint">{T.worker.unsupported}</p>
      ) : (
        <dl className="form-grid" data-testid="emulator-worker-state">
          <dt>{T.worker.version}</dt>
          <dd data-testid="emulator-worker-version">{info.active ?? T.worker.none}</dd>
          <dt>{T.worker.cached}</dt>
          <dd data-testid="emulator-worker-cached">
            {info.active ? `${info.cached} / ${info.total}` : '–'}
          </dd>
          <dt>{T.worker.waiting}</dt>
          <dd data-testid="emulator-worker-waiting">{info.waiting ?? T.worker.none}</dd>
          <dt>{T.worker.served}</dt>
          <dd data-testid="emulator-worker-served">
            {info.controller ? T.worker.servedBy(info.controller) : T.worker.network}
          </dd>
        </dl>
      )}
      <div className="row">
        <button type="button" onClick={clear} data-testid="emulator-clear-app-data">
          {T.worker.clear}
        </button>
        <button
          type="button"
          aria-pressed={offline}
          onClick={() => network(!offline)}
          data-testid="emulator-offline"
        >
          {offline ? T.worker.goOnline : T.worker.goOffline}
        </button>
      </div>
      <p className="hint">{T.worker.hint}</p>
    </div>
  );
}
