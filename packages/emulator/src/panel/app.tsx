import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DeviceProfile, deviceMetrics, type Orientation } from '../core/devices';
import { generateIdentity, type Identity, putIdentity } from '../core/identity';
import type { ScriptedReply } from '../core/scenario';
import { shimConfigFor } from '../core/shim-config-for';
import type { PanelConfig } from '../types/panel-config';
import { AddressBar } from './components/address-bar';
import { DeviceStage, type Zoom } from './components/device-stage';
import { Dock, type DockTab } from './components/dock';
import { type NativeEventName, NativeEvents } from './components/native-events';
import type { PendingAsk } from './components/reply-editor';
import type { Policy, Protocol } from './components/shell-settings';
import { Toolbar } from './components/toolbar';
import { electronApi } from './frame-link';
import { T } from './texts';
import type { SentEvent } from './timeline/timeline-model';
import { useExport } from './use-export';
import { useFrameLink } from './use-frame-link';
import { usePackage } from './use-package';

/** The emulator panel: toolbar, the device on its stage, and the dock (timeline, sandbox, shell, identity). */
export function App({ config }: { config: PanelConfig }) {
  const [deviceId, setDeviceId] = useState(config.device);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const device = config.devices.find((d) => d.id === deviceId) as DeviceProfile;
  const [identity, setIdentity] = useState<Partial<Identity>>(config.identity);
  const [route, setRoute] = useState(config.entry);
  const [policy, setPolicy] = useState<Policy>(config.shell?.unscripted ?? 'stub');
  const [protocol, setProtocol] = useState<Protocol>(config.shell?.protocol ?? 'message');
  const [replies, setReplies] = useState<Record<string, ScriptedReply>>(
    (config.shell?.replies ?? {}) as Record<string, ScriptedReply>,
  );
  const [recording, setRecording] = useState(config.record);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [showSafeAreas, setShowSafeAreas] = useState(true);
  const [tab, setTab] = useState<DockTab>('timeline');
  const [load, setLoad] = useState(0);
  const [events, setEvents] = useState<SentEvent[]>([]);
  const [clearedAt, setClearedAt] = useState(0);
  const [answers, setAnswers] = useState<Partial<Record<BridgeMethodName, ScriptedReply[]>>>({});

  const appOrigin = new URL(config.appUrl).origin;
  const { viewport, safeArea } = deviceMetrics(device, orientation);
  const src = putIdentity(config.appUrl, route, identity);
  const electron = electronApi();
  // An iPhone profile opens a served package the iOS way: on the package's own origin. The
  // Electron host's device view stays on the app's origin (its preload is pinned there).
  const way = device.platform === 'ios' && !electron ? 'ios' : 'android';
  // The open on screen: its key, where it loaded from, and that page's origin.
  const [shown, setShown] = useState<{ key: string; src: string; origin: string }>();
  const pageOrigin = shown?.origin ?? appOrigin;
  const shellConfig = (
    withReplies: Record<string, ScriptedReply>,
    served: PackageInfoResult | undefined,
    origin = appOrigin,
  ) =>
    `emulator:${JSON.stringify(
      shimConfigFor(
        { ...config.shell, protocol, unscripted: policy, replies: withReplies },
        device,
        identity,
        'parent',
        {
          parentOrigin: window.location.origin,
          allowedOrigins: [origin],
          // The iOS way: the shell names the API's origin, which the page calls by CORS.
          ...(origin !== appOrigin ? { apiOrigin: appOrigin } : {}),
          record: recording,
          safeArea,
          emulateSafeAreaEnv: true,
          overlayScrollbars: true,
          ...(served ? { served } : {}),
        },
      ),
    )}`;

  const { frame, calls, setCalls, requests, asks, setAsks, steps, setSteps, current } =
    useFrameLink({ pageOrigin, electron, deviceId: identity.deviceId, recording, replies });
  const pkg = usePackage(calls);
  // The frame is remade when the device, identity or shell change; responders are set live. What
  // the shell serves is not in the key: a rollback changes the next open, not the page on screen
  // (the frame's name, which the next load reads, carries it).
  const viewKey = `${load}-${shellConfig({}, undefined)}-${src}`;
  const name = shellConfig(replies, pkg.state.served, pageOrigin);
  // Each new device view is an open of the pages by the shell: the shell hears of it (the health
  // rule's clock starts, the files are counted from there) before the view loads the page, from
  // where the shell says: the package's own origin for an iPhone profile (`iosUrl`), else the app's.
  const { ready: packageReady, opened: packageOpened } = pkg;
  // biome-ignore lint/correctness/useExhaustiveDependencies: src, route, identity and the device's way are in viewKey; a new viewKey is a new open.
  useEffect(() => {
    if (!packageReady) return;
    let current = true;
    void packageOpened(way).then((state) => {
      if (!current) return;
      const iosUrl = way === 'ios' ? state?.iosUrl : undefined;
      const open = iosUrl ? putIdentity(iosUrl, route, identity) : src;
      setShown({ key: viewKey, src: open, origin: new URL(open).origin });
    });
    return () => {
      current = false;
    };
  }, [viewKey, packageReady, packageOpened]);

  const reload = useCallback(() => setLoad((n) => n + 1), []);
  // A webview the page closed stays closed until reopened: a new frame (any reload) opens it.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewKey is a new webview.
  useEffect(() => setOpenedAt(Date.now()), [viewKey]);
  const closed = calls.some(
    (c) => c.method === 'closeWebview' && !c.refused && c.receivedAt >= openedAt,
  );
  const onEvent = (eventName: NativeEventName, data?: Record<string, unknown>) => {
    void frame.current?.emit(eventName, data ?? {});
    setEvents((list) => [...list, { name: eventName, data: data ?? {}, at: Date.now() }]);
    if (recording)
      setSteps((list) => [...list, { step: 'event', name: eventName, ...(data ? { data } : {}) }]);
  };
  const onAnswer = (ask: PendingAsk, reply: ScriptedReply) => {
    ask.resolve(reply);
    setAsks((list) => list.filter((a) => a.id !== ask.id));
    setAnswers((all) => ({
      ...all,
      [ask.method]: [...(all[ask.method as BridgeMethodName] ?? []), reply],
    }));
  };
  const onReplies = (next: Record<string, ScriptedReply>) => {
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
            // A route chosen elsewhere (the Field view's page links) shows in the bar too.
            key={route}
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
            // An open waits for the shell (what it serves, and that it knows of the open); the
            // page before it goes at once.
            src={shown?.key === viewKey ? shown.src : undefined}
            {...(electron ? { electron } : {})}
            closed={closed}
            onReopen={reload}
          />
          <NativeEvents onEvent={onEvent} />
          {recording ? <p className="hint recording-hint">{T.recordHint}</p> : null}
        </section>
        <Dock
          tab={tab}
          onTab={setTab}
          asks={{ asks, onAnswer }}
          timeline={{
            calls: visibleCalls,
            requests: visibleRequests,
            events: events.filter((e) => e.at >= clearedAt),
            notes: pkg.state.notes.filter((n) => n.at >= clearedAt),
            onClear: () => setClearedAt(Date.now()),
          }}
          sandbox={{
            deviceId: identity.deviceId ?? '',
            onChanged: reload,
            frame,
            package: {
              shell: pkg.state,
              available: pkg.available,
              // The device opens its pages again: from the package when it was taken.
              onChoose: (zip, key) => pkg.choose(zip, key).then(reload),
            },
          }}
          field={{
            onOpenPage: (page) => {
              setRoute(page);
              reload();
            },
          }}
          shell={{ policy, protocol, onPolicy: setPolicy, onProtocol: setProtocol }}
          responders={{ replies, onChange: onReplies }}
          identity={{
            identity,
            onApply: (i) => {
              setIdentity(i);
              reload();
            },
            onGenerate: () => setIdentity(generateIdentity(device)),
          }}
        />
      </main>
    </div>
  );
}
