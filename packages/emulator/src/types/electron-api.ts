import type { CallEntry } from '../../core/call-log';
import type { ShimConfig, ShimReply } from '../../shim/shim-config';

/** What the panel's preload exposes as `window.emulatorElectron` (IPC to the main process). */
export interface ElectronPanelApi {
  /** Shows the app for a device in its own WebContentsView at `bounds` (panel CSS pixels). */
  show(view: {
    device: string;
    url: string;
    shim: ShimConfig;
    bounds: { x: number; y: number; width: number; height: number };
  }): void;
  emit(event: string, data?: unknown): void;
  url(): Promise<string>;
  onReport(cb: (entry: CallEntry) => void): void;
  onStep(cb: (step: Record<string, unknown>) => void): void;
  /** Each ask gets an id; the panel answers with `answer(id, reply)`. */
  onAsk(cb: (id: number, call: { method: string; params: unknown }) => void): void;
  answer(id: number, reply: ShimReply): void;
}

export const IPC = {
  show: 'emulator:show',
  emit: 'emulator:emit',
  url: 'emulator:url',
  report: 'emulator:report',
  step: 'emulator:step',
  ask: 'emulator:ask',
  answer: 'emulator:answer',
  shim: 'emulator:shim',
} as const;
