import { useEffect, useRef, useState } from 'react';
import type { DeviceProfile, Orientation, SafeArea } from '../../core/devices';
import type { ElectronPanelApi } from '../../types/electron-api';
import type { ShimConfig } from '../../types/shim-config';
import { T } from '../texts';

export type Zoom = 'fit' | 0.5 | 0.75 | 1;

const BEZEL = 12;

/** The scale that fits the framed device into the stage (never above true size). */
function fitScale(stage: HTMLElement | null, w: number, h: number): number {
  if (!stage) return 1;
  const pad = 32;
  const s = Math.min(
    (stage.clientWidth - pad) / (w + 2 * BEZEL),
    (stage.clientHeight - pad) / (h + 2 * BEZEL),
  );
  return Math.max(0.25, Math.min(1, Number.isFinite(s) ? s : 1));
}

/**
 * The device at true size (CSS pixels) in its frame, zoomed; the notch or camera and the safe
 * areas drawn over it. The app is an iframe in the browser host, or a WebContentsView that the
 * Electron host lays over the frame's place.
 */
export function DeviceStage(props: {
  device: DeviceProfile;
  orientation: Orientation;
  viewport: { width: number; height: number };
  safeArea: SafeArea;
  zoom: Zoom;
  showSafeAreas: boolean;
  viewKey: string;
  name: string;
  /** The page to open; none while the shell is told of the open (the screen stays empty). */
  src: string | undefined;
  electron?: ElectronPanelApi;
  /** The page closed the webview (closeWebview): the screen says so and offers to reopen it. */
  closed?: boolean;
  onReopen?: () => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const [, setResized] = useState(0);
  useEffect(() => {
    const on = () => setResized((n) => n + 1);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  const { width, height } = props.viewport;
  const scale = props.zoom === 'fit' ? fitScale(stage.current, width, height) : props.zoom;
  const { electron, viewKey, device, name, src } = props;
  useEffect(() => {
    if (!electron || !screen.current || !viewKey || !src) return;
    const r = screen.current.getBoundingClientRect();
    const shim = JSON.parse(name.slice('emulator:'.length)) as ShimConfig;
    electron.show({
      device: device.id,
      url: src,
      shim,
      bounds: {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      },
    });
  }, [electron, viewKey, device.id, name, src]);
  const ios = device.platform === 'ios';
  const notch = ios && props.safeArea.top > 30;
  const { top, right, bottom, left } = props.safeArea;
  return (
    <div className="stage" ref={stage}>
      <div
        className="phone-box"
        style={{ width: (width + 2 * BEZEL) * scale, height: (height + 2 * BEZEL) * scale }}
      >
        <div
          className={`phone ${device.platform} ${props.orientation}`}
          style={{
            width: width + 2 * BEZEL,
            height: height + 2 * BEZEL,
            transform: `scale(${scale})`,
          }}
          data-testid="emulator-device"
          data-scale={scale.toFixed(3)}
        >
          <div className="screen" ref={screen} style={{ width, height }}>
            {electron || !src ? null : (
              <iframe
                key={viewKey}
                title="app"
                name={name}
                src={src}
                width={width}
                height={height}
              />
            )}
            {props.showSafeAreas ? (
              <div className="safe-areas" aria-hidden="true" data-testid="emulator-safe-areas">
                {top ? <div className="inset top" style={{ height: top }} /> : null}
                {bottom ? <div className="inset bottom" style={{ height: bottom }} /> : null}
                {left ? <div className="inset left" style={{ width: left }} /> : null}
                {right ? <div className="inset right" style={{ width: right }} /> : null}
              </div>
            ) : null}
            {notch ? (
              <div className={`notch ${props.orientation}`} aria-hidden="true" />
            ) : !ios ? (
              <div className={`camera ${props.orientation}`} aria-hidden="true" />
            ) : null}
            {ios && bottom ? (
              <div className={`home-indicator ${props.orientation}`} aria-hidden="true" />
            ) : null}
            {props.closed ? (
              <div className="webview-closed" role="status" data-testid="emulator-webview-closed">
                <p className="webview-closed-title">{T.webviewClosed.title}</p>
                <p>{T.webviewClosed.hint}</p>
                <button type="button" onClick={props.onReopen}>
                  {T.webviewClosed.reopen}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <p className="stage-caption">
        {device.label} · {width}×{height} @{device.pixelRatio}x · {Math.round(scale * 100)}% ·{' '}
        {T.safeAreas.toLowerCase()} {top}/{right}/{bottom}/{left}
      </p>
    </div>
  );
}
