import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_DEVICE_ID, getDevice } from '../core/devices';
import { generateIdentity, type Identity, SAMPLE_IDENTITY, SAMPLE_ROUTE } from '../core/identity';
import { startBrowserHost } from './browser/browser-host';
import { electronBinary } from './electron-available';
import { PACKAGE_ROOT } from './paths';

export interface OpenArgs {
  sample?: boolean;
  device?: string;
  route?: string;
  record?: boolean;
  out?: string;
  dist?: boolean;
  port?: number;
  /** Start, print, and stop at once (CI and smoke checks: nothing waits for a person). */
  check?: boolean;
}

/**
 * `emulator open` / `emulator record`: Electron when its binary is installed, else the browser
 * host (the panel in a tab). Runs until Ctrl-C.
 */
export async function openCommand(args: OpenArgs): Promise<void> {
  const deviceId = args.device ?? DEFAULT_DEVICE_ID;
  const identity: Partial<Identity> = args.sample
    ? SAMPLE_IDENTITY
    : generateIdentity(getDevice(deviceId));
  const entry = args.route ?? SAMPLE_ROUTE;
  const electron = electronBinary();
  if (electron && !args.check) {
    const child = spawn(electron, [join(PACKAGE_ROOT, 'src', 'hosts', 'electron', 'launch.mjs')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        EMULATOR_OPEN: JSON.stringify({ ...args, device: deviceId, identity, entry }),
      },
    });
    await new Promise((done) => child.on('exit', done));
    return;
  }
  const host = await startBrowserHost({
    mode: args.dist ? 'dist' : 'dev',
    device: deviceId,
    identity,
    entry,
    ...(args.record
      ? {
          record: true,
          out: args.out ?? join(PACKAGE_ROOT, 'scenarios', `recorded-${Date.now()}.json`),
        }
      : {}),
    ...(args.port ? { port: args.port } : {}),
  });
  console.log(`emulator: panel ${host.panelUrl}`);
  console.log(`emulator: app (with the shell) ${host.appUrl}  sandbox ${host.sandboxUrl}`);
  if (args.record)
    console.log('emulator: press Record in the panel, use the app, then Export scenario');
  if (args.check || (process.env.CI && !process.env.DISPLAY)) {
    const ok =
      (await fetch(host.panelUrl)).ok && (await fetch(new URL('/panel.js', host.panelUrl))).ok;
    console.log(`emulator: panel ${ok ? 'serves' : 'FAILED'}; not waiting (check mode or CI)`);
    await host.close();
    if (!ok) process.exitCode = 1;
    return;
  }
  if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY) {
    const opener = spawn('xdg-open', [host.panelUrl], { stdio: 'ignore', detached: true });
    opener.on('error', () => console.log('emulator: open the panel URL in a browser'));
    opener.unref();
  } else console.log('emulator: no display here: open the panel URL in a browser');
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await host.close();
}
