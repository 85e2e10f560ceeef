import type { BridgeEventName } from '@hybrid-loan/bridge-sdk/contract';
import type { Remote } from 'comlink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallEntry, RequestEntry } from '../core/call-log';
import { type DeviceProfile, deviceMetrics, type Orientation } from '../core/devices';
import { generateIdentity, type Identity, injectIdentity } from '../core/identity';
import { type Recording, recordingToScenario } from '../core/record';
import type { MethodName, ScriptedReply, Step } from '../core/scenario';
import { shimConfigFor } from '../core/shim-config-for';
import type { PanelConfig } from '../types/panel-config';
import type { ShimReply } from '../types/shim-config';
import { AddressBar } from './components/address-bar';
import { DevicePicker } from './components/device-picker';
import { DeviceView } from './components/device-view';
import { IdentityForm } from './components/identity-form';
import { NativeEvents } from './components/native-events';
import { RecordControls } from './components/record-controls';
import { type PendingAsk, ReplyEditor } from './components/reply-editor';
import { type TimedCall, Timeline } from './components/timeline';
import { electronApi, type FrameApi, listenForElectron, listenForFrame } from './frame-link';

let askIds = 0;

/** The emulator panel: a device frame with the app, and the controls and timeline around it. */
export function App({ config }: { config: PanelConfig }) {
  const [deviceId, setDeviceId] = useState(config.device);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const device = config.devices.find((d) => d.id === deviceId) as DeviceProfile;
  const [identity, setIdentity] = useState<Partial<Identity>>(config.identity);
  const [route, setRoute] = useState(config.entry);
  const [policy, setPolicy] = useState<'stub' | 'fail' | 'ask'>(config.shell?.unscripted ?? 'stub');
  const [protocol, setProtocol] = useState<'message' | 'legacy'>(
    config.shell?.protocol ?? 'message',
  );
  const [recording, setRecording] = useState(config.record);
  const [load, setLoad] = useState(0);
  const [calls, setCalls] = useState<TimedCall[]>([]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const [asks, setAsks] = useState<PendingAsk[]>([]);
  const [steps, setSteps] = useState<Step[]>([]);
  const [answers, setAnswers] = useState<Partial<Record<MethodName, ScriptedReply[]>>>({});
  const [current, setCurrent] = useState('');
  const [message, setMessage] = useState('');
  const frame = useRef<Remote<FrameApi> | null>(null);
  const recordingRef = useRef(recording);
  recordingRef.current = recording;
  const callsRef = useRef(calls);
  callsRef.current = calls;

  const appOrigin = new URL(config.appUrl).origin;
  const { viewport, safeArea } = deviceMetrics(device, orientation);
  const src = injectIdentity(config.appUrl, route, identity);
  const name = `emulator:${JSON.stringify(
    shimConfigFor({ ...config.shell, protocol, unscripted: policy }, device, identity, 'parent', {
      parentOrigin: window.location.origin,
      record: recording,
      safeArea,
    }),
  )}`;

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
  const onEvent = (eventName: BridgeEventName, data?: Record<string, unknown>) => {
    void frame.current?.emit(eventName, data ?? {});
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
  const scenario = useMemo(() => {
    const rec: Recording = {
      name: `recorded-${
        route
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'home'
      }`,
      device: deviceId,
      identity,
      entry: route,
      protocol,
      unscripted: policy,
      steps,
      calls,
      answers,
    };
    return recordingToScenario(rec);
  }, [route, deviceId, identity, protocol, policy, steps, calls, answers]);
  const onExport = async () => {
    const text = `${JSON.stringify(scenario, null, 2)}\n`;
    const response = await fetch('/api/scenarios', { method: 'POST', body: text });
    const saved = (await response.json()) as {
      saved?: boolean;
      file?: string;
      error?: string;
      text?: string;
    };
    if (saved.error) return setMessage(saved.error);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([saved.text ?? text], { type: 'application/json' }));
    link.download = `${scenario.name}.json`;
    link.click();
    setMessage(saved.saved ? `saved to ${saved.file}` : 'downloaded');
  };

  return (
    <div className="layout">
      <section className="device">
        <AddressBar
          route={route}
          current={current}
          onGo={(r) => {
            setRoute(r);
            reload();
          }}
        />
        <DeviceView
          viewKey={`${load}-${name}-${src}`}
          device={deviceId}
          name={name}
          src={src}
          viewport={viewport}
          {...(electron ? { electron } : {})}
        />
      </section>
      <section className="controls">
        <DevicePicker
          devices={config.devices}
          device={deviceId}
          orientation={orientation}
          onChange={(d, o) => {
            const next = config.devices.find((x) => x.id === d) ?? device;
            // The shell reports its own platform and model in the identity.
            if (next.id !== device.id)
              setIdentity((i) => ({
                ...i,
                platform: next.platform,
                deviceName: next.deviceName,
                osVersion: next.osVersion,
              }));
            setDeviceId(d);
            setOrientation(o);
          }}
        />
        <IdentityForm
          identity={identity}
          onApply={(i) => {
            setIdentity(i);
            reload();
          }}
          onGenerate={() => setIdentity(generateIdentity(device))}
        />
        <NativeEvents onEvent={onEvent} />
        <RecordControls
          recording={recording}
          steps={steps.length}
          policy={policy}
          protocol={protocol}
          message={message}
          onPolicy={setPolicy}
          onProtocol={setProtocol}
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
        <ReplyEditor asks={asks} onAnswer={onAnswer} />
        <Timeline calls={calls} requests={requests} />
      </section>
    </div>
  );
}
