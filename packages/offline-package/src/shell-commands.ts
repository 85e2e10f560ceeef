import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { installPackage } from './install.js';
import { publicKeyFromPem } from './keys.js';
import { SHELL_CONTRACTS, type ShellState, verifyPackage } from './verify.js';

const OPTIONS = {
  'public-key': { type: 'string', multiple: true },
  'installed-build': { type: 'string' },
  now: { type: 'string' },
  contract: { type: 'string', multiple: true },
  into: { type: 'string' },
} as const;

const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The shell's state from the command line: trusted keys, installed build, time, contracts. */
function shellFrom(args: string[]): { zip: string; into?: string; shell: ShellState } {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const [zip, ...rest] = positionals;
  if (!zip || rest.length > 0)
    throw new Error('Name one package: offline-package verify <zip> --public-key <pem>.');
  const keys = values['public-key'] ?? [];
  if (keys.length === 0)
    throw new Error('No trusted key: pass --public-key <pem> (twice while a key is rotated).');
  const shell: ShellState = {
    trustedKeys: keys.map((file) => publicKeyFromPem(readFileSync(fromCaller(file)), file)),
  };
  if (values['installed-build'] !== undefined) {
    const build = Number(values['installed-build']);
    if (!Number.isSafeInteger(build)) throw new Error('--installed-build takes a whole number.');
    shell.installedBuild = build;
  }
  if (values.now !== undefined) {
    const now = new Date(values.now);
    if (Number.isNaN(now.getTime()))
      throw new Error('--now takes an ISO time (2026-01-31T12:00:00Z).');
    shell.now = now;
  }
  if (values.contract) {
    // `--contract bridge=1` (repeatable): the shell's contract versions instead of this SDK's.
    const contracts: Record<string, number[]> = {};
    for (const item of values.contract) {
      const [name, version] = item.split('=');
      if (!name || !version || !/^\d+$/.test(version))
        throw new Error('--contract takes name=version (bridge=1).');
      contracts[name] = [...(contracts[name] ?? []), Number(version)];
    }
    shell.contracts = contracts;
  } else {
    shell.contracts = SHELL_CONTRACTS;
  }
  return { zip: fromCaller(zip), ...(values.into ? { into: fromCaller(values.into) } : {}), shell };
}

/** `verify`: a first line `ok version=… build=… files=…`, or throws the refusal. */
export async function verifyCommand(args: string[]): Promise<string[]> {
  const { zip, shell } = shellFrom(args);
  const { manifest, keyId } = await verifyPackage(zip, shell);
  return [
    `ok version=${manifest.version} build=${manifest.build} files=${manifest.files.length}`,
    `signed by key ${keyId}; entry ${manifest.entry}; created ${manifest.createdAt}`,
  ];
}

/** `install`: verify and extract into a new folder under --into, then switch to it. */
export async function installCommand(args: string[]): Promise<string[]> {
  const { zip, into, shell } = shellFrom(args);
  if (!into)
    throw new Error('Say where: offline-package install <zip> --public-key <pem> --into <dir>.');
  const installed = await installPackage(zip, into, shell);
  const { manifest } = installed;
  return [
    `ok version=${manifest.version} build=${manifest.build} files=${manifest.files.length}`,
    installed.switched
      ? `installed as ${installed.folder}`
      : `already current: ${installed.folder}`,
  ];
}
