import { DEVICES } from '../../core/devices';
import type { Identity } from '../../core/identity';
import type { IosOrigin } from '../package/ios-origin';
import { LivePackage } from '../package/live-package';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import { panelOrigins } from '../proxy-target';
import { startSandbox } from '../sandbox/sandbox-process';
import { startWebApp, type WebApp } from '../sandbox/web-app';
import { startAppProxy } from './app-proxy';
import { startFramedIosOrigin } from './ios-frame';
import { type PanelConfig, startPanelServer } from './panel-server';

export interface BrowserHost {
  panelUrl: string;
  appUrl: string;
  sandboxUrl: string;
  /** The device's shell and its package (the Electron host tells it of failed opens). */
  package: LivePackage;
  close(): Promise<void>;
}

/** What the browser host (and the Electron host, which runs one) is started with. */
export interface BrowserHostOptions {
  sandboxUrl?: string;
  mode?: 'dev' | 'dist';
  device: string;
  identity: Partial<Identity>;
  entry: string;
  record?: boolean;
  out?: string;
  port?: number;
  /** The app proxy's port (default: any free one). */
  appPort?: number;
  shell?: PanelConfig['shell'];
  /**
   * The package the device's shell was given at start (`open --package`), as the verifier judged
   * it: a verified one is served on the app's origin, pending until the page reports healthy.
   */
  pkg?: OpenedPackage | RefusedPackage;
  /** `--public-key`: what a package chosen in the panel is checked with when the panel gives none. */
  publicKeyFile?: string;
}

/**
 * The browser host: the sandbox (unless one is given), the app proxy (the app's origin, with the
 * shim put in every page), the iOS way's package origin (ios-frame.ts) and the panel server. The
 * panel frames the app and talks to it by comlink.
 */
export async function startBrowserHost(opts: BrowserHostOptions): Promise<BrowserHost> {
  // dev: Vite on the sandbox (what people edit against); dist: the emulator's production build.
  const sandbox: Pick<WebApp, 'url' | 'stop'> | undefined = opts.sandboxUrl
    ? undefined
    : opts.mode === 'dist'
      ? await startWebApp()
      : await startSandbox('dev');
  const sandboxUrl = opts.sandboxUrl ?? (sandbox?.url as string);
  // The shell decides at each request what comes from the package (a rollback stops it at once).
  const live = new LivePackage(opts.publicKeyFile ? { publicKeyFile: opts.publicKeyFile } : {});
  if (opts.pkg) live.take(opts.pkg, 'the command line');
  // The iOS way's own origin (an iPhone profile's opens), once the app proxy's origin is known.
  let ios: IosOrigin | undefined;
  /** Who may frame the pages on either origin: the panel, once it is up. */
  let ancestors: readonly string[] = [];
  const proxy = await startAppProxy(sandboxUrl, opts.appPort ?? 0, {
    pkg: () => live.serving(),
    onPackageFile: () => live.fileServed(),
    apiCallers: () => (ios ? [ios.origin] : []),
  }).catch(async (error: unknown) => {
    await sandbox?.stop();
    throw error;
  });
  const closeServer = (s: { close(cb: () => void): void; closeAllConnections?: () => void }) =>
    new Promise<void>((done) => {
      s.closeAllConnections?.();
      s.close(() => done());
    });
  ios = await startFramedIosOrigin(live, new URL(proxy.url).origin, () => ancestors).catch(
    async (error: unknown) => {
      await closeServer(proxy.server);
      await sandbox?.stop();
      throw error;
    },
  );
  live.servesIosOn(ios.origin);
  const panel = await startPanelServer(
    {
      appUrl: proxy.url,
      sandboxUrl,
      devices: DEVICES,
      device: opts.device,
      identity: opts.identity,
      entry: opts.entry,
      record: opts.record ?? false,
      ...(opts.out ? { out: opts.out } : {}),
      ...(opts.shell ? { shell: opts.shell } : {}),
    },
    opts.port ?? 0,
    proxy,
    live,
  ).catch(async (error: unknown) => {
    // A taken port, say: nothing started here stays behind.
    await ios?.close();
    await closeServer(proxy.server);
    await sandbox?.stop();
    throw error;
  });
  // Only the panel may frame the app and take the shim's host channel.
  proxy.framedBy(panel.url);
  ancestors = panelOrigins(panel.url);
  return {
    panelUrl: panel.url,
    appUrl: proxy.url,
    sandboxUrl,
    package: live,
    close: async () => {
      live.close();
      await closeServer(panel.server);
      await ios?.close();
      await closeServer(proxy.server);
      await sandbox?.stop();
    },
  };
}
