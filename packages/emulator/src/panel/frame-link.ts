import { expose, type Remote, wrap } from 'comlink';
import type { ElectronPanelApi } from '../types/electron-api';
import type { FrameApi, HostApi } from '../types/frame-link';

// The two sides' APIs live in the types room: the shim implements FrameApi and calls HostApi.
export type { FrameApi, HostApi };

/**
 * Waits for each page load in the app iframe to connect (the shim posts two MessagePorts) from the
 * origin of the page on screen (the app's, or the iOS way's package origin), then
 * exposes the host API on one and wraps the frame's API on the other: comlink both ways.
 */
export function listenForFrame(
  pageOrigin: string,
  host: HostApi,
  onConnect: (frame: Remote<FrameApi>) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (
      event.origin !== pageOrigin ||
      (event.data as { __emulator?: string })?.__emulator !== 'connect'
    )
      return;
    const [hostPort, framePort] = event.ports;
    if (!hostPort || !framePort) return;
    expose(host, hostPort);
    onConnect(wrap<FrameApi>(framePort));
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** The Electron host's panel preload (`window.emulatorElectron`), when the panel runs there. */
export function electronApi(): ElectronPanelApi | undefined {
  return (window as unknown as { emulatorElectron?: ElectronPanelApi }).emulatorElectron;
}

/** Same as listenForFrame, over the Electron preload's IPC instead of comlink. */
export function listenForElectron(
  api: ElectronPanelApi,
  host: HostApi,
  onConnect: (frame: FrameApi) => void,
): () => void {
  api.onReport((entry) => host.report(entry));
  api.onStep((step) => host.step(step));
  api.onAsk((id, call) => void host.ask(call).then((reply) => api.answer(id, reply)));
  onConnect({
    emit: (event, data) => api.emit(event, data),
    url: () => '',
    // Electron's device preload takes the responders with the next load.
    setReplies: () => undefined,
    // The Electron host's device is a WebContentsView: its session's tools (Application panel of
    // its DevTools) show and clear the worker there.
    serviceWorker: () =>
      Promise.resolve({
        supported: false,
        active: null,
        waiting: null,
        controller: null,
        cached: 0,
        total: 0,
      }),
    clearAppData: () => Promise.reject(new Error('use the device DevTools in the Electron host')),
  });
  return () => undefined;
}
