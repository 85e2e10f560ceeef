import { contextBridge, ipcRenderer } from 'electron';
import type { ElectronPanelApi } from '../../types/electron-api';
import { IPC } from '../../types/electron-api';

const api: ElectronPanelApi = {
  show: (view) => ipcRenderer.send(IPC.show, view),
  emit: (event, data) => ipcRenderer.send(IPC.emit, event, data),
  url: () => ipcRenderer.invoke(IPC.url) as Promise<string>,
  onReport: (cb) => void ipcRenderer.on(IPC.report, (_e, entry) => cb(entry)),
  onStep: (cb) => void ipcRenderer.on(IPC.step, (_e, step) => cb(step)),
  onAsk: (cb) => void ipcRenderer.on(IPC.ask, (_e, id: number, call) => cb(id, call)),
  answer: (id, reply) => ipcRenderer.send(IPC.answer, id, reply),
};

contextBridge.exposeInMainWorld('emulatorElectron', api);
