import { API_ORIGIN_GLOBAL, WORKER_STATE_MESSAGE } from '@hybrid-loan/bridge-sdk/contract';
import { expose, wrap } from 'comlink';
import type { FrameApi, HostApi } from '../types/frame-link';
import type { ScriptedReply } from '../types/scenario';
import type { ShimConfig } from '../types/shim-config';
import { trustedParentOrigin } from './parent-origin';
import { installShell, type ShellHost } from './shell';
import { clearAppData, readWorkerInfo } from './worker-info';

/**
 * The one in-page script every host injects before the page's own scripts. The config comes from
 * `window.__emulatorShimConfig` (set by the host just before) or, in the browser host's iframe,
 * from `window.name` (set by the panel on the iframe, so it survives the page's navigations).
 */
type HostWindow = Window &
  typeof globalThis & {
    __emulatorShimConfig?: ShimConfig;
    __emulatorReport?: (entry: unknown) => void;
    __emulatorAsk?: (call: unknown) => Promise<ScriptedReply>;
    __emulatorStep?: (step: unknown) => void;
    __emulatorEmit?: (event: string, data?: unknown) => void;
    /** The panel's origins, set by the app proxy in front of the shim it serves. */
    __emulatorPanelOrigins?: readonly unknown[];
  };

const NAME_PREFIX = 'emulator:';

function readConfig(win: HostWindow): ShimConfig | undefined {
  if (win.__emulatorShimConfig) return win.__emulatorShimConfig;
  if (win.name.startsWith(NAME_PREFIX)) {
    try {
      return JSON.parse(win.name.slice(NAME_PREFIX.length)) as ShimConfig;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function parentHost(win: HostWindow, config: ShimConfig, parentOrigin: string): ShellHost {
  const toHost = new MessageChannel();
  const toFrame = new MessageChannel();
  const host = wrap<HostApi>(toHost.port1);
  const frame: FrameApi = {
    emit: (event: string, data?: unknown) => win.__emulatorEmit?.(event, data),
    url: () => win.location.href,
    // The panel's responders, live: the shell reads config.replies at every call.
    setReplies: (replies: ShimConfig['replies']) => {
      config.replies = replies;
    },
    // The panel's service worker section.
    serviceWorker: () => readWorkerInfo(WORKER_STATE_MESSAGE),
    clearAppData: () => clearAppData(win),
  };
  expose(frame, toFrame.port1);
  // To that origin only: should the parent be another page, the browser drops the message.
  win.parent.postMessage({ __emulator: 'connect' }, parentOrigin, [toHost.port2, toFrame.port2]);
  return {
    report: (entry) => void host.report(entry).catch(() => undefined),
    ask: (call) => host.ask(call),
    step: (step) => void host.step(step).catch(() => undefined),
  };
}

function bindingHost(win: HostWindow): ShellHost {
  return {
    report: (entry) => win.__emulatorReport?.(entry),
    ask: (call) =>
      win.__emulatorAsk
        ? win.__emulatorAsk(call)
        : Promise.resolve({ error: { code: 'UNSUPPORTED', message: 'no host to ask' } }),
    step: (step) => win.__emulatorStep?.(step),
  };
}

const win = window as HostWindow;
const config = readConfig(win);
const parentOrigin = config && trustedParentOrigin(config, win.__emulatorPanelOrigins);
if (config?.transport === 'parent' && !parentOrigin) {
  // A window.name config from a page that is not the panel: no shell, no channel.
  console.warn('emulator shim: refused a parent that is not the emulator panel');
} else if (config) {
  // The iOS shell's WKUserScript on a page served from the package's own origin: where the API is.
  if (config.apiOrigin)
    (win as unknown as Record<string, unknown>)[API_ORIGIN_GLOBAL] = config.apiOrigin;
  const host =
    config.transport === 'parent' && parentOrigin
      ? parentHost(win, config, parentOrigin)
      : config.transport === 'binding'
        ? bindingHost(win)
        : {};
  installShell(win, config, host);
}

export { NAME_PREFIX };
