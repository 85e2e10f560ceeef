import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_DEVICE_ID, getDevice } from '../core/devices';
import {
  generateIdentity,
  type Identity,
  putIdentity,
  SAMPLE_IDENTITY,
  SAMPLE_ROUTE,
} from '../core/identity';
import { startBrowserHost } from './browser/browser-host';
import { electronBinary } from './electron-available';
import { openPackageArg, type PackageArg } from './package/open-package-arg';
import { PACKAGE_ROOT } from './paths';
import { assertPortFree, DEFAULT_PANEL_PORT } from './port';

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
  /** Keep serving but open no browser (a remote machine, a test, CI that wants it running). */
  noOpen?: boolean;
  /** Open the device on this offline package, checked with this public key (PEM file). */
  package?: PackageArg;
  /**
   * `--public-key` alone: the key a package chosen in the panel is checked with when the panel
   * gives none (with `--package`, that package's key serves for both).
   */
  publicKey?: string;
  print?: (line: string) => void;
}

/**
 * Resolves on the first SIGINT or SIGTERM. Ctrl-C reaches this process twice (from the terminal
 * and relayed by npm and tsx), so a repeat within 2 s is the same request; a later one ends at once.
 */
function untilStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let first = 0;
    const on = (signal: NodeJS.Signals) => {
      if (first && Date.now() - first > 2000) process.exit(signal === 'SIGINT' ? 130 : 143);
      if (first) return;
      first = Date.now();
      resolve(signal);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

/**
 * `emulator open` / `emulator record`: Electron when its binary is installed, else the browser
 * host (the panel in a tab). Runs until SIGINT or SIGTERM, then stops every server and child.
 */
export async function openCommand(args: OpenArgs): Promise<void> {
  const print = args.print ?? ((line: string) => console.log(line));
  const deviceId = args.device ?? DEFAULT_DEVICE_ID;
  const identity: Partial<Identity> = args.sample
    ? SAMPLE_IDENTITY
    : generateIdentity(getDevice(deviceId));
  const entry = args.route ?? SAMPLE_ROUTE;
  const port = args.port ?? DEFAULT_PANEL_PORT;
  // Verified as a shell does before it serves a package; refused: the network, and why.
  const pkg = await openPackageArg(args.package, print, {
    verified:
      "the device opens its pages from it (the pages' origin), pending until the page reports healthy within 10 s (the panel's timeline follows it)",
    refused: 'The device opens its pages from the network.',
  });
  const publicKeyFile = args.package?.publicKey ?? args.publicKey;
  const electron = electronBinary();
  // The package is served by the browser host's app proxy (Electron does not take one yet).
  if (electron && !args.check && !args.noOpen && !args.package) {
    const child = spawn(electron, [join(PACKAGE_ROOT, 'src', 'hosts', 'electron', 'launch.mjs')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        EMULATOR_OPEN: JSON.stringify({
          ...args,
          port,
          device: deviceId,
          identity,
          entry,
          ...(publicKeyFile ? { publicKeyFile } : {}),
        }),
      },
    });
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    await new Promise((done) => child.on('exit', done));
    return;
  }
  // The app proxy sits on the next port: both fixed, so an SSH tunnel can forward the two.
  const appPort = port ? port + 1 : 0;
  await assertPortFree(port);
  await assertPortFree(appPort);
  const host = await startBrowserHost({
    mode: args.dist ? 'dist' : 'dev',
    device: deviceId,
    identity,
    entry,
    port,
    appPort,
    ...(pkg ? { pkg } : {}),
    ...(publicKeyFile ? { publicKeyFile } : {}),
    ...(args.record
      ? {
          record: true,
          out: args.out ?? join(PACKAGE_ROOT, 'scenarios', `recorded-${Date.now()}.json`),
        }
      : {}),
  });
  const borrowerUrl = putIdentity(host.appUrl, entry, identity);
  print('');
  print(`  Emulator panel   ${host.panelUrl}`);
  print('');
  print(
    `  ${identity.token ? 'Signed-in borrower' : 'Signed-out visitor'} (${identity.deviceId}, ${deviceId}): ${borrowerUrl}`,
  );
  print(`  Sandbox API and control: ${host.sandboxUrl}__sandbox/fixtures`);
  print('');
  if (args.record)
    print(
      '  Recording: the panel records from the moment it opens (the Record button is on). Use the app, then press Export in the toolbar.',
    );
  if (args.check || (process.env.CI && !process.env.DISPLAY && !args.noOpen)) {
    const ok =
      (await fetch(host.panelUrl)).ok && (await fetch(new URL('/panel.js', host.panelUrl))).ok;
    print(`emulator: panel ${ok ? 'serves' : 'FAILED'}; not waiting (check mode or CI)`);
    await host.close();
    if (!ok) process.exitCode = 1;
    return;
  }
  const stopped = untilStopSignal();
  if (!args.noOpen && (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)) {
    const opener = spawn('xdg-open', [host.panelUrl], { stdio: 'ignore', detached: true });
    opener.on('error', () => print('emulator: open the panel URL in a browser'));
    opener.unref();
  } else print('  No browser opened: open the panel URL in a browser (Ctrl-C stops everything).');
  print('emulator: ready');
  const signal = await stopped;
  print(`emulator: ${signal}: stopping the panel, the app proxy and the sandbox…`);
  await host.close();
  print('emulator: stopped');
}
