import { contextBridge, ipcRenderer } from 'electron';
import { IPC } from '../../types/electron-api';

// The page's half of the host: the same bindings Playwright exposes, then the shim itself, both in
// the page's world and before any of its scripts.
contextBridge.exposeInMainWorld('__emulatorReport', (entry: unknown) =>
  ipcRenderer.send(IPC.report, entry),
);
contextBridge.exposeInMainWorld('__emulatorStep', (step: unknown) =>
  ipcRenderer.send(IPC.step, step),
);
contextBridge.exposeInMainWorld('__emulatorAsk', (call: unknown) =>
  ipcRenderer.invoke(IPC.ask, call),
);
const shim = ipcRenderer.sendSync(IPC.shim) as string;
contextBridge.executeInMainWorld({
  // biome-ignore lint/security/noGlobalEval: our own shim, run in the page's world before its scripts
  func: (code: string) => globalThis.eval(code),
  args: [shim],
});
