import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BaseWindow, ipcMain, WebContentsView } from 'electron';
import { build } from 'esbuild';
import type { Identity } from '../../core/identity';
import { shimWithConfig } from '../../shim/build-shim';
import { IPC } from '../../types/electron-api';
import type { ShimConfig, ShimReply } from '../../types/shim-config';
import { startBrowserHost } from '../browser/browser-host';

/**
 * The Electron host: the same panel in one WebContentsView and the app in one WebContentsView per
 * device, with the same shim injected by the device preload before the page's scripts.
 */
const options = JSON.parse(process.env.EMULATOR_OPEN ?? '{}') as {
  device: string;
  identity: Partial<Identity>;
  entry: string;
  record?: boolean;
  out?: string;
  port?: number;
};

const here = dirname(fileURLToPath(import.meta.url));

/** Preloads must be CommonJS files: bundled from their TypeScript at start. */
async function buildPreloads(): Promise<string> {
  const outdir = join(tmpdir(), `hybrid-loan-emulator-${process.pid}`);
  await build({
    entryPoints: [join(here, 'preload-device.ts'), join(here, 'preload-panel.ts')],
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    external: ['electron'],
    logLevel: 'silent',
  });
  return outdir;
}

async function start(): Promise<void> {
  await app.whenReady();
  const preloads = await buildPreloads();
  const host = await startBrowserHost({
    mode: 'dev',
    device: options.device,
    identity: options.identity,
    entry: options.entry,
    ...(options.record ? { record: true } : {}),
    ...(options.out ? { out: options.out } : {}),
    ...(options.port ? { port: options.port } : {}),
  });
  // `npm start` stopped by a signal: the servers and the sandbox go with the window.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void host.close().then(() => app.quit()));
  const win = new BaseWindow({ width: 1280, height: 860, title: 'Hybrid-loan emulator' });
  const panel = new WebContentsView({
    webPreferences: { preload: join(preloads, 'preload-panel.cjs'), contextIsolation: true },
  });
  win.contentView.addChildView(panel);
  const layout = () => {
    const [width = 1280, height = 860] = win.getContentSize();
    panel.setBounds({ x: 0, y: 0, width, height });
  };
  layout();
  win.on('resize', layout);
  void panel.webContents.loadURL(`${host.panelUrl}?host=electron`);

  const devices = new Map<string, { view: WebContentsView; shim: string }>();
  let current: WebContentsView | undefined;
  const asks = new Map<number, (reply: ShimReply) => void>();
  let askId = 0;

  ipcMain.on(
    IPC.show,
    async (
      _e,
      view: {
        device: string;
        url: string;
        shim: ShimConfig;
        bounds: { x: number; y: number; width: number; height: number };
      },
    ) => {
      let entry = devices.get(view.device);
      const shim = await shimWithConfig({ ...view.shim, transport: 'binding' });
      if (!entry) {
        const wc = new WebContentsView({
          webPreferences: {
            preload: join(preloads, 'preload-device.cjs'),
            contextIsolation: true,
            sandbox: false,
          },
        });
        win.contentView.addChildView(wc);
        entry = { view: wc, shim };
        devices.set(view.device, entry);
      }
      entry.shim = shim;
      for (const [id, other] of devices) other.view.setVisible(id === view.device);
      current = entry.view;
      entry.view.setBounds(view.bounds);
      void entry.view.webContents.loadURL(view.url);
    },
  );
  // The device preload asks for its shim synchronously: it must run before the page's scripts.
  ipcMain.on(IPC.shim, (e) => {
    e.returnValue = [...devices.values()].find((d) => d.view.webContents === e.sender)?.shim ?? '';
  });
  ipcMain.on(IPC.report, (_e, entry: unknown) => panel.webContents.send(IPC.report, entry));
  ipcMain.on(IPC.step, (_e, step: unknown) => panel.webContents.send(IPC.step, step));
  ipcMain.handle(IPC.ask, (_e, call: unknown) => {
    askId += 1;
    const id = askId;
    panel.webContents.send(IPC.ask, id, call);
    return new Promise<ShimReply>((resolve) => asks.set(id, resolve));
  });
  ipcMain.on(IPC.answer, (_e, id: number, reply: ShimReply) => {
    asks.get(id)?.(reply);
    asks.delete(id);
  });
  ipcMain.on(IPC.emit, (_e, event: string, data: unknown) => {
    void current?.webContents.executeJavaScript(
      `window.__emulatorEmit && window.__emulatorEmit(${JSON.stringify(event)}, ${JSON.stringify(data ?? {})})`,
    );
  });
  ipcMain.handle(IPC.url, () => current?.webContents.getURL() ?? '');
  app.on('window-all-closed', () => {
    void host.close().then(() => app.quit());
  });
}

void start();
