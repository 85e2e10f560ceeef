import { useEffect, useRef } from 'react';
import type { ElectronPanelApi } from '../../types/electron-api';
import type { ShimConfig } from '../../types/shim-config';

/**
 * The app on the device: an iframe in the browser host (the shim reads its config from the
 * frame's name), or a placeholder whose place the Electron host fills with a WebContentsView.
 */
export function DeviceView(props: {
  viewKey: string;
  device: string;
  name: string;
  src: string;
  viewport: { width: number; height: number };
  electron?: ElectronPanelApi;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { electron, viewKey, device, name, src } = props;
  useEffect(() => {
    if (!electron || !box.current || !viewKey) return;
    const r = box.current.getBoundingClientRect();
    const shim = JSON.parse(name.slice('emulator:'.length)) as ShimConfig;
    electron.show({
      device,
      url: src,
      shim,
      bounds: {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      },
    });
  }, [electron, viewKey, device, name, src]);
  const { width, height } = props.viewport;
  return (
    <div className="frame" ref={box} style={{ width, height }}>
      {electron ? null : (
        <iframe key={viewKey} title="app" name={name} src={src} width={width} height={height} />
      )}
    </div>
  );
}
