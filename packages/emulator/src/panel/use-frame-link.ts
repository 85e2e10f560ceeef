import type { Remote } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { CallEntry, RequestEntry } from '../core/call-log';
import type { Step } from '../core/scenario';
import type { ElectronPanelApi } from '../types/electron-api';
import type { ScriptedReply } from '../types/scenario';
import type { PendingAsk } from './components/reply-editor';
import { type FrameApi, listenForElectron, listenForFrame } from './frame-link';
import type { TimedCall } from './timeline/timeline-model';

let askIds = 0;

/**
 * The panel's side of the link to the page in the device: the bridge calls the shell reports, the
 * calls waiting for a hand-written reply, the steps a recording takes, the sandbox's request log of
 * the device and the page's current address. The frame handle emits native events.
 */
export function useFrameLink(options: {
  /** The origin of the page on screen: the app's, or the package's own (the iOS way). */
  pageOrigin: string;
  electron: ElectronPanelApi | undefined;
  deviceId: string | undefined;
  recording: boolean;
  replies: Record<string, ScriptedReply>;
}) {
  const { pageOrigin, electron, deviceId } = options;
  const [calls, setCalls] = useState<TimedCall[]>([]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const [asks, setAsks] = useState<PendingAsk[]>([]);
  const [steps, setSteps] = useState<Step[]>([]);
  const [current, setCurrent] = useState('');
  const frame = useRef<Remote<FrameApi> | null>(null);
  // The listeners outlive renders: they read the latest values through refs.
  const recordingRef = useRef(options.recording);
  recordingRef.current = options.recording;
  const repliesRef = useRef(options.replies);
  repliesRef.current = options.replies;
  const callsRef = useRef(calls);
  callsRef.current = calls;

  useEffect(
    () =>
      (electron ? listenForElectron.bind(null, electron) : listenForFrame.bind(null, pageOrigin))(
        {
          report: (entry: CallEntry) =>
            setCalls((list) => [...list, { ...entry, receivedAt: Date.now() }]),
          ask: (call) =>
            new Promise<ScriptedReply>((resolve) => {
              askIds += 1;
              setAsks((list) => [...list, { id: askIds, ...call, resolve }]);
            }),
          step: (step) => {
            if (recordingRef.current) setSteps((list) => [...list, step as Step]);
          },
        },
        (remote) => {
          frame.current = remote as Remote<FrameApi>;
          void Promise.resolve(remote.url()).then(setCurrent);
          void Promise.resolve(remote.setReplies(repliesRef.current)).catch(() => undefined);
        },
      ),
    [pageOrigin, electron],
  );

  // The sandbox's request log for this device, beside the bridge calls.
  useEffect(() => {
    if (!deviceId) return;
    const timer = setInterval(() => {
      fetch(`/api/requests/${encodeURIComponent(deviceId)}`)
        .then((r) => r.json())
        .then((b: { requests: RequestEntry[] }) => setRequests(b.requests ?? []))
        .catch(() => undefined);
      void frame.current
        ?.url()
        .then(setCurrent)
        .catch(() => undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [deviceId]);

  // The parity test and people at the console read the log from here.
  useEffect(() => {
    (window as unknown as { __emulatorPanel: unknown }).__emulatorPanel = {
      calls: () => callsRef.current.map(({ receivedAt: _r, ...c }) => c),
      emit: (event: string, data?: unknown) => frame.current?.emit(event, data),
      url: () => frame.current?.url(),
    };
  }, []);

  return { frame, calls, setCalls, requests, asks, setAsks, steps, setSteps, current };
}
