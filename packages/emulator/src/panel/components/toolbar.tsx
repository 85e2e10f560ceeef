import type { DeviceProfile, Orientation } from '../../core/devices';
import { T } from '../texts';
import type { Zoom } from './device-stage';

const ZOOMS: { value: string; label: string }[] = [
  { value: 'fit', label: T.zoomFit },
  { value: '0.5', label: '50%' },
  { value: '0.75', label: '75%' },
  { value: '1', label: '100%' },
];

/** The panel's one toolbar: device, orientation, zoom, market, identity, reload, record. */
export function Toolbar(props: {
  devices: readonly DeviceProfile[];
  device: string;
  orientation: Orientation;
  zoom: Zoom;
  languageType: string;
  showSafeAreas: boolean;
  recording: boolean;
  steps: number;
  message: string;
  onDevice(id: string): void;
  onRotate(): void;
  onZoom(zoom: Zoom): void;
  onLanguage(languageType: string): void;
  onSafeAreas(show: boolean): void;
  onIdentity(): void;
  onReload(): void;
  onRecord(): void;
  onStop(): void;
  onExport(): void;
}) {
  return (
    <header className="toolbar">
      <h1 className="brand">{T.title}</h1>
      <label className="tool">
        <span>{T.device}</span>
        <select
          aria-label={T.device}
          value={props.device}
          onChange={(e) => props.onDevice(e.target.value)}
        >
          {props.devices.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="icon" onClick={props.onRotate} title={T.rotate}>
        ⟳ {props.orientation === 'portrait' ? T.portrait : T.landscape}
      </button>
      <label className="tool">
        <span>{T.zoom}</span>
        <select
          aria-label={T.zoom}
          value={String(props.zoom)}
          onChange={(e) =>
            props.onZoom(e.target.value === 'fit' ? 'fit' : (Number(e.target.value) as Zoom))
          }
        >
          {ZOOMS.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </select>
      </label>
      <label className="chip">
        <input
          type="checkbox"
          checked={props.showSafeAreas}
          onChange={(e) => props.onSafeAreas(e.target.checked)}
        />
        {T.safeAreas}
      </label>
      <label className="tool">
        <select
          aria-label={T.market}
          value={props.languageType === '1' ? '1' : '2'}
          onChange={(e) => props.onLanguage(e.target.value)}
        >
          {Object.entries(T.markets).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={props.onIdentity}>
        {T.identity}
      </button>
      <button type="button" onClick={props.onReload} title={T.reload}>
        ↻ {T.reload}
      </button>
      <span className="spacer" />
      {props.recording ? (
        <button type="button" className="record on" onClick={props.onStop} aria-live="polite">
          ■ {T.stopRecording} · {T.recordingSteps(props.steps)}
        </button>
      ) : (
        <button type="button" className="record" onClick={props.onRecord}>
          ● {T.record}
        </button>
      )}
      <button type="button" onClick={props.onExport}>
        {T.exportScenario}
      </button>
      {props.message ? (
        <output className="message" aria-live="polite">
          {props.message}
        </output>
      ) : null}
    </header>
  );
}
