import type { CallEntry } from './call-entry';
import type { AskedCall } from './frame-link';
import type { ScriptedReply } from './scenario';
import type { ShimConfig } from './shim-config';

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
  onAsk(cb: (id: number, call: AskedCall) => void): void;
  answer(id: number, reply: ScriptedReply): void;
}

/** The prefix of the emulator's own channels and names (IPC between the Electron processes). */
export const EMULATOR_PREFIX = 'emulator:';

/** The IPC channels between the Electron main process and its preloads. */
export const IPC = {
  show: `${EMULATOR_PREFIX}show`,
  emit: `${EMULATOR_PREFIX}emit`,
  url: `${EMULATOR_PREFIX}url`,
  report: `${EMULATOR_PREFIX}report`,
  step: `${EMULATOR_PREFIX}step`,
  ask: `${EMULATOR_PREFIX}ask`,
  answer: `${EMULATOR_PREFIX}answer`,
  shim: `${EMULATOR_PREFIX}shim`,
} as const;
