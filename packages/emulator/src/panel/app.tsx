import type { Remote } from 'comlink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallEntry, RequestEntry } from '../core/call-log';
import { type DeviceProfile, deviceMetrics, type Orientation } from '../core/devices';
import { generateIdentity, type Identity, injectIdentity } from '../core/identity';
import type { MethodName, ScriptedReply, Step } from '../core/scenario';
import { shimConfigFor } from '../core/shim-config-for';
import type { PanelConfig } from '../types/panel-config';
import type { ShimReply } from '../types/shim-config';
import { AddressBar } from './components/address-bar';
import { DeviceStage, type Zoom } from './components/device-stage';
import { IdentityForm } from './components/identity-form';
import { type NativeEventName, NativeEvents } from './components/native-events';
import { type PendingAsk, ReplyEditor } from './components/reply-editor';
import { Responders } from './components/responders';
import { SandboxControls } from './components/sandbox-controls';
import { type Policy, type Protocol, ShellSettings } from './components/shell-settings';
import { Toolbar } from './components/toolbar';
import { electronApi, type FrameApi, listenForElectron, listenForFrame } from './frame-link';
import { T } from './texts';
import { Timeline } from './timeline/timeline';
import type { SentEvent, TimedCall } from './timeline/timeline-model';
import { useExport } from './use-export';

let askIds = 0;
type Tab = keyof typeof T.tabs;

/** The emulator panel: toolbar, the device on its stage, and the dock (timeline, sandbox, shell, identity). */
export function App({ config }: { config: PanelConfig }) {
  const [deviceId, setDeviceId] = useState(config.device);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const device = config.devices.find((d) => d.id === deviceId) as DeviceProfile;
  const [identity, setIdentity] = useState<Partial<Identity>>(config.identity);
  const [route, setRoute] = useState(config.entry);
  const [policy, setPolicy] = useState<Policy>(config.shell?.unscripted ?? 'stub');
  const [protocol, setProtocol] = useState<Protocol>(config.shell?.protocol ?? 'message');
  const [replies, setReplies] = useState<Record<string, ShimReply>>(
    (config.shell?.replies ?? {}) as Record<string, ShimReply>,
  );
  const [recording, setRecording] = useState(config.record);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [showSafeAreas, setShowSafeAreas] = useState(true);
  const [tab, setTab] = useState<Tab>('timeline');
  const [load, setLoad] = useState(0);
  const [calls, setCalls] = useState<TimedCall[]>([]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const [events, setEvents] = useState<SentEvent[]>([]);
  const [clearedAt, setClearedAt] = useState(0);
  const [asks, setAsks] = useState<PendingAsk[]>([]);
  const [steps, setSteps] = useState<Step[]>([]);
  const [answers, setAnswers] = useState<Partial<Record<MethodName, ScriptedReply[]>>>({});
  const [current, setCurrent] = useState('');
  const frame = useRef<Remote<FrameApi> | null>(null);
  const recordingRef = useRef(recording);
  recordingRef.current = recording;
  const callsRef = useRef(calls);
  callsRef.current = calls;
  const repliesRef = useRef(replies);
  repliesRef.current = replies;

  const appOrigin = new URL(config.appUrl).origin;
  const { viewport, safeArea } = deviceMetrics(device, orientation);
  const src = injectIdentity(config.appUrl, route, identity);
  const shellConfig = (withReplies: Record<string, ShimReply>) =>
    `emulator:${JSON.stringify(
      shimConfigFor(
        { ...config.shell, protocol, unscripted: policy, replies: withReplies },
        device,
        identity,
        'parent',
        {
          parentOrigin: window.location.origin,
          allowedOrigins: [appOrigin],
          record: recording,
          safeArea,
          emulateSafeAreaEnv: true,
        },
      ),
    )}`;
  // The frame is remade when the device, identity or shell change; responders are set live.
  const viewKey = `${load}-${shellConfig({})}-${src}`;
  const name = shellConfig(replies);

  const electron = electronApi();
  useEffect(
    () =>
      (electron ? listenForElectron.bind(null, electron) : listenForFrame.bind(null, appOrigin))(
        {
          report: (entry: CallEntry) =>
            setCalls((list) => [...list, { ...entry, receivedAt: Date.now() }]),
          ask: (call) =>
            new Promise<ShimReply>((resolve) => {
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
    [appOrigin, electron],
  );

  // The sandbox's request log for this device, beside the bridge calls.
  useEffect(() => {
    if (!identity.deviceId) return;
    const timer = setInterval(() => {
      fetch(`/api/requests/${encodeURIComponent(identity.deviceId ?? '')}`)
        .then((r) => r.json())
        .then((b: { requests: RequestEntry[] }) => setRequests(b.requests ?? []))
        .catch(() => undefined);
      void frame.current
        ?.url()
        .then(setCurrent)
        .catch(() => undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [identity.deviceId]);

  // The parity test and people at the console read the log from here.
  useEffect(() => {
    (window as unknown as { __emulatorPanel: unknown }).__emulatorPanel = {
      calls: () => callsRef.current.map(({ receivedAt: _r, ...c }) => c),
      emit: (event: string, data?: unknown) => frame.current?.emit(event, data),
      url: () => frame.current?.url(),
    };
  }, []);

  const reload = useCallback(() => setLoad((n) => n + 1), []);
  const onEvent = (eventName: NativeEventName, data?: Record<string, unknown>) => {
    void frame.current?.emit(eventName, data ?? {});
    setEvents((list) => [...list, { name: eventName, data: data ?? {}, at: Date.now() }]);
    if (recording)
      setSteps((list) => [...list, { step: 'event', name: eventName, ...(data ? { data } : {}) }]);
  };
  const onAnswer = (ask: PendingAsk, reply: ShimReply) => {
    ask.resolve(reply);
    setAsks((list) => list.filter((a) => a.id !== ask.id));
    setAnswers((all) => ({
      ...all,
      [ask.method]: [...(all[ask.method as MethodName] ?? []), reply],
    }));
  };
  const onReplies = (next: Record<string, ShimReply>) => {
    setReplies(next);
    void frame.current?.setReplies(next).catch(() => undefined);
  };
  const { message, onExport } = useExport({
    route,
    deviceId,
    identity,
    protocol,
    policy,
    steps,
    calls,
    answers,
    replies,
  });
  const visibleCalls = useMemo(
    () => calls.filter((c) => c.receivedAt >= clearedAt),
    [calls, clearedAt],
  );
  const visibleRequests = useMemo(
    () =>
      requests.filter(
        (r) => (typeof r.at === 'number' ? r.at : Number(new Date(String(r.at)))) >= clearedAt,
      ),
    [requests, clearedAt],
  );

  return (
    <div className="panel">
      <Toolbar
        devices={config.devices}
        device={deviceId}
        orientation={orientation}
        zoom={zoom}
        languageType={identity.languageType ?? '2'}
        showSafeAreas={showSafeAreas}
        recording={recording}
        steps={steps.length}
        message={message}
        onDevice={(d) => {
          const next = config.devices.find((x) => x.id === d) ?? device;
          // The shell reports its own platform and model in the identity.
          setIdentity((i) => ({
            ...i,
            platform: next.platform,
            deviceName: next.deviceName,
            osVersion: next.osVersion,
          }));
          setDeviceId(d);
        }}
        onRotate={() => setOrientation((o) => (o === 'portrait' ? 'landscape' : 'portrait'))}
        onZoom={setZoom}
        onLanguage={(languageType) => setIdentity((i) => ({ ...i, languageType }))}
        onSafeAreas={setShowSafeAreas}
        onIdentity={() => setTab('identity')}
        onReload={reload}
        onRecord={() => {
          setSteps([]);
          setCalls([]);
          setAnswers({});
          setRecording(true);
          void fetch(`/api/prepare/${encodeURIComponent(identity.deviceId ?? '')}`, {
            method: 'POST',
            body: '{}',
          }).then(reload);
        }}
        onStop={() => setRecording(false)}
        onExport={() => void onExport()}
      />
      <main className="workspace">
        <section className="device-column" aria-label={T.deviceArea}>
          <AddressBar
            route={route}
            current={current}
            onGo={(r) => {
              setRoute(r);
              reload();
            }}
          />
          <DeviceStage
            device={device}
            orientation={orientation}
            viewport={viewport}
            safeArea={safeArea}
            zoom={zoom}
            showSafeAreas={showSafeAreas}
            viewKey={viewKey}
            name={name}
            src={src}
            {...(electron ? { electron } : {})}
          />
          <NativeEvents onEvent={onEvent} />
          {recording ? <p className="hint recording-hint">{T.recordHint}</p> : null}
        </section>
        <aside className="dock">
          <ReplyEditor asks={asks} onAnswer={onAnswer} />
          <div className="tabs" role="tablist">
            {(Object.keys(T.tabs) as Tab[]).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
              >
                {T.tabs[t]}
              </button>
            ))}
          </div>
          {/* Every tab stays mounted (hidden when not chosen): faults and drafts survive a look elsewhere. */}
          <div
            className="tab-body"
            role="tabpanel"
            aria-label={T.tabs.timeline}
            hidden={tab !== 'timeline'}
          >
            <Timeline
              calls={visibleCalls}
              requests={visibleRequests}
              events={events.filter((e) => e.at >= clearedAt)}
              onClear={() => setClearedAt(Date.now())}
            />
          </div>
          <div
            className="tab-body"
            role="tabpanel"
            aria-label={T.tabs.sandbox}
            hidden={tab !== 'sandbox'}
          >
            <SandboxControls deviceId={identity.deviceId ?? ''} onChanged={reload} />
          </div>
          <div
            className="tab-body"
            role="tabpanel"
            aria-label={T.tabs.shell}
            hidden={tab !== 'shell'}
          >
            <ShellSettings
              policy={policy}
              protocol={protocol}
              onPolicy={setPolicy}
              onProtocol={setProtocol}
            />
            <Responders replies={replies} onChange={onReplies} />
          </div>
          <div
            className="tab-body"
            role="tabpanel"
            aria-label={T.tabs.identity}
            hidden={tab !== 'identity'}
          >
            <IdentityForm
              identity={identity}
              onApply={(i) => {
                setIdentity(i);
                reload();
              }}
              onGenerate={() => setIdentity(generateIdentity(device))}
            />
          </div>
        </aside>
      </main>
    </div>
  );
}
