import type { CallEntry } from './call-entry';
import type { ScriptedReply, WorkerInfo } from './scenario';

/** An unscripted call the shell asks its host to answer (the panel's reply editor). */
export interface AskedCall {
  method: string;
  params: unknown;
}

/**
 * What the page's shell calls on its host: the panel (comlink, the browser host), the Electron
 * preload (IPC) or Playwright's bindings (headless).
 */
export interface HostApi {
  report(entry: CallEntry): void;
  ask(call: AskedCall): Promise<ScriptedReply>;
  step(step: Record<string, unknown>): void;
}

/** What the panel calls on the page's shell. */
export interface FrameApi {
  emit(event: string, data?: unknown): void;
  url(): string;
  /** Sets the responders live (the browser host; Electron takes them with the next load). */
  setReplies(replies: Record<string, ScriptedReply>): void;
  /** The app's service worker as the page sees it. */
  serviceWorker(): Promise<WorkerInfo>;
  /** Unregisters the worker, deletes its caches, storage, cookies and IndexedDB; then reload. */
  clearAppData(): Promise<void>;
}
