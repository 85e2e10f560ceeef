import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BaseWindow,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
  ipcMain,
  session,
  shell,
  type WebContents,
  WebContentsView,
} from 'electron';
import { build } from 'esbuild';
import { shimWithConfig } from '../../shim/build-shim';
import { IPC } from '../../types/electron-api';
import type { ScriptedReply } from '../../types/scenario';
import type { ShimConfig } from '../../types/shim-config';
import { type BrowserHostOptions, startBrowserHost } from '../browser/browser-host';
import { permissionAllowed, trustedSender } from './ipc-policy';
import { navigationVerdict, onAppOrigin, windowOpenVerdict } from './origin-policy';

/**
 * The Electron host: the same panel in one WebContentsView and the app in one WebContentsView per
 * device, with the same shim injected by the device preload before the page's scripts.
 */
const options = JSON.parse(process.env.EMULATOR_OPEN ?? '{}') as Pick<
  BrowserHostOptions,
  'device' | 'identity' | 'entry' | 'record' | 'out' | 'port' | 'publicKeyFile'
>;

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

/** Views run sandboxed and isolated: the page's world never reaches Node or the preload's. */
const SAFE_PREFERENCES = { contextIsolation: true, sandbox: true, nodeIntegration: false } as const;

/**
 * Keeps a view on one origin: the preload's bindings are re-exposed on every page the view loads,
 * so another origin's page must never load there (origin-policy.ts decides where it goes).
 */
function pinToOrigin(contents: WebContents, origin: () => string): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    const verdict = navigationVerdict(origin(), url);
    if (verdict === 'stay') return;
    event.preventDefault();
    if (verdict === 'external') void shell.openExternal(url);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.setWindowOpenHandler(({ url }) => {
    if (windowOpenVerdict(origin(), url) === 'external') void shell.openExternal(url);
    return { action: 'deny' };
  });
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
    ...(options.publicKeyFile ? { publicKeyFile: options.publicKeyFile } : {}),
  });
  // `npm start` stopped by a signal: the servers and the sandbox go with the window.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void host.close().then(() => app.quit()));
  // Permissions are denied unless ipc-policy.ts grants them (clipboard writes by the app only).
  const views = session.defaultSession;
  views.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(permissionAllowed(permission, details, host.appUrl)),
  );
  views.setPermissionCheckHandler((_wc, permission, _origin, details) =>
    permissionAllowed(permission, details, host.appUrl),
  );
  views.setDevicePermissionHandler(() => false);
  const win = new BaseWindow({ width: 1280, height: 860, title: 'Hybrid-loan emulator' });
  const panel = new WebContentsView({
    webPreferences: { ...SAFE_PREFERENCES, preload: join(preloads, 'preload-panel.cjs') },
  });
  pinToOrigin(panel.webContents, () => host.panelUrl);
  // Only our own pages speak to the main process: the panel's main frame on its origin, and the
  // device views' main frames on the app origin (ipc-policy.ts).
  const fromPanel = (e: IpcMainEvent | IpcMainInvokeEvent) =>
    trustedSender(e, [panel.webContents], host.panelUrl);
  const fromApp = (e: IpcMainEvent | IpcMainInvokeEvent) =>
    trustedSender(
      e,
      [...devices.values()].map((d) => d.view.webContents),
      host.appUrl,
    );
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
  const asks = new Map<number, (reply: ScriptedReply) => void>();
  let askId = 0;

  ipcMain.on(
    IPC.show,
    async (
      e,
      view: {
        device: string;
        url: string;
        shim: ShimConfig;
        bounds: { x: number; y: number; width: number; height: number };
      },
    ) => {
      if (!fromPanel(e) || !onAppOrigin(host.appUrl, view.url)) return;
      let entry = devices.get(view.device);
      const shim = await shimWithConfig({ ...view.shim, transport: 'binding' });
      if (!entry) {
        const wc = new WebContentsView({
          webPreferences: { ...SAFE_PREFERENCES, preload: join(preloads, 'preload-device.cjs') },
        });
        pinToOrigin(wc.webContents, () => host.appUrl);
        // A webview's failed opens count against a pending package (two in a row roll it back);
        // -3 is a load replaced by another, not a failure.
        wc.webContents.on('did-fail-load', (_e, code, description, _url, mainFrame) => {
          if (mainFrame && code !== -3)
            host.package.failedOpen(`load error ${code} (${description})`);
        });
        wc.webContents.on('render-process-gone', (_e, details) =>
          host.package.failedOpen(`the page's process is gone (${details.reason})`),
        );
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
    e.returnValue = fromApp(e)
      ? ([...devices.values()].find((d) => d.view.webContents === e.sender)?.shim ?? '')
      : '';
  });
  ipcMain.on(IPC.report, (e, entry: unknown) => {
    if (fromApp(e)) panel.webContents.send(IPC.report, entry);
  });
  ipcMain.on(IPC.step, (e, step: unknown) => {
    if (fromApp(e)) panel.webContents.send(IPC.step, step);
  });
  ipcMain.handle(IPC.ask, (e, call: unknown) => {
    if (!fromApp(e)) throw new Error('the bridge answers the app origin only');
    askId += 1;
    const id = askId;
    panel.webContents.send(IPC.ask, id, call);
    return new Promise<ScriptedReply>((resolve) => asks.set(id, resolve));
  });
  ipcMain.on(IPC.answer, (e, id: number, reply: ScriptedReply) => {
    if (!fromPanel(e)) return;
    asks.get(id)?.(reply);
    asks.delete(id);
  });
  ipcMain.on(IPC.emit, (e, event: string, data: unknown) => {
    if (!fromPanel(e)) return;
    void current?.webContents.executeJavaScript(
      `window.__emulatorEmit && window.__emulatorEmit(${JSON.stringify(event)}, ${JSON.stringify(data ?? {})})`,
    );
  });
  ipcMain.handle(IPC.url, (e) => {
    if (!fromPanel(e)) throw new Error('the current URL is for the panel only');
    return current?.webContents.getURL() ?? '';
  });
  app.on('window-all-closed', () => {
    void host.close().then(() => app.quit());
  });
}

void start();
