import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINE_NAMES, isEngineName } from '@hybrid-loan/engines';
import { ScenarioError } from './core/load-scenario';
import { gridCommand } from './hosts/grid/grid-command';
import type { GridArgs } from './hosts/grid/grid-suite';
import { parseStepTimeout, replayCommand } from './hosts/headless/replay-command';
import { openCommand } from './hosts/open-command';
import { findScenarioFiles, loadScenarioFiles } from './hosts/scenario-files';

const HELP = `emulator <command>

  open [--sample] [--device id] [--route /path?x=1] [--dist] [--port n] [--no-open] [--check]
       [--package zip] [--public-key pem]
        the emulator on the sandbox (Electron when installed, else the panel in a browser tab);
        the panel listens on 127.0.0.1:5170 unless --port says otherwise; --no-open serves without
        opening a browser; --check starts, checks the panel serves, and stops; --package serves
        the device's pages from that offline package once the verifier accepts it (browser host),
        pending until the page reports healthy within 10 s, else rolled back; --public-key alone
        is the key the packages chosen in the panel (Sandbox tab) are checked with
  record [--out file.json] [--device id] [--route /path] [--port n] [--no-open]
        open in recording mode; "Export scenario" saves the recording to --out
  replay [files or folders...] [--engine chromium|chromium-80|webkit] [--shard i/n] [--concurrency n]
         [--retries n] [--step-timeout ms] [--update-baselines] [--out dir] [--chaos [--seed n]]
        replay scenarios headless (default: scenarios/), each on its device profile's engine unless
        --engine names one; prints the bridge coverage table; JUnit
        and HTML reports in reports/replay. --chaos draws a responder for every unscripted method
        (value, error, latency, hang, value then event) from a seed it prints; --seed repeats a run.
        --step-timeout sets each step's time limit in ms where the step has no timeoutMs (default
        10000; or the EMULATOR_STEP_TIMEOUT_MS environment variable)
        --package <zip> --public-key <pem>: every device opens its pages from that offline package,
        verified with the project's verifier and served on the pages' origin as the Android shell
        does (chromium lane); a refused package means the network, and the output says why
  replay [files or folders...] --grid <url> [--engines chromium,webkit] [--parallel n] [--retries n]
         [--capabilities file.json] [--proxy-host addr] [--proxy-port n] [--public-url url]
         [--deadline seconds]
        replay on a W3C WebDriver grid (Selenium Grid, Appium, a device cloud): each engine's
        scenarios in --parallel sessions (default 2) at once; a scenario whose node dies is played
        again in a new session; one deadline for the run (default 1800 s). The nodes open the
        pages at --public-url (default the app proxy's own, bound to --proxy-host, 127.0.0.1).
        Beyond loopback the proxy serves only the app's build, its API and the shim, behind a
        per-run secret, and never Vite's dev server (see the README, "The proxy beyond loopback").
        Credentials: WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY, never in the URL
  grid [--port n] [--chromium-nodes n] [--webkit-nodes n] [--logs dir]
        a local Selenium Grid on 127.0.0.1 (hub, Chromium nodes, WebKit relay nodes) until Ctrl-C
  accept [files or folders...]
        replay and accept the screenshots as the new baselines
  validate [files or folders...]
        check scenario files against the schema
`;

/** The command line's options by kind: flags (true when given), then options that take a value. */
function optionsOf<const F extends string, const V extends string>(
  flags: readonly F[],
  withValue: readonly V[],
) {
  return Object.fromEntries([
    ...flags.map((name) => [name, { type: 'boolean' }]),
    ...withValue.map((name) => [name, { type: 'string' }]),
  ]) as { [K in F]: { type: 'boolean' } } & { [K in V]: { type: 'string' } };
}

const OPTIONS = optionsOf(
  ['sample', 'dist', 'check', 'no-open', 'update-baselines', 'chaos'],
  [
    'device',
    'route',
    'port',
    'out',
    'shard',
    'concurrency',
    'retries',
    'step-timeout',
    'engine',
    'seed',
    'grid',
    'engines',
    'parallel',
    'capabilities',
    'proxy-host',
    'proxy-port',
    'public-url',
    'deadline',
    'chromium-nodes',
    'webkit-nodes',
    'logs',
    'package',
    'public-key',
  ],
);

function seedOf(text: string): number {
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new Error(`emulator: --seed must be a whole number from 0 to 4294967295, got "${text}"`);
  return seed;
}

function countOf(flag: string, text: string, min = 1): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`emulator: ${flag} must be a whole number of at least ${min}, got "${text}"`);
  return n;
}

function gridArgs(url: string, values: Record<string, string | boolean | undefined>): GridArgs {
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const engines = (text('engines') ?? 'chromium,webkit').split(',').map((e) => e.trim());
  return {
    url,
    engines: engines.filter(Boolean),
    ...(text('parallel') ? { parallel: countOf('--parallel', text('parallel') as string) } : {}),
    ...(text('capabilities') ? { capabilitiesFile: resolve(text('capabilities') as string) } : {}),
    ...(text('proxy-host') ? { proxyHost: text('proxy-host') as string } : {}),
    ...(text('proxy-port')
      ? { proxyPort: countOf('--proxy-port', text('proxy-port') as string) }
      : {}),
    ...(text('public-url') ? { publicUrl: text('public-url') as string } : {}),
    ...(text('deadline')
      ? { deadlineSeconds: countOf('--deadline', text('deadline') as string) }
      : {}),
  };
}

/** `--package <zip> --public-key <pem>`, both or neither (`open` takes the key alone too). */
function packageArgs(values: Record<string, string | boolean | undefined>, keyAlone: boolean) {
  const zip = values.package;
  const key = values['public-key'];
  if (typeof zip !== 'string' && typeof key !== 'string') return undefined;
  if (keyAlone && typeof zip !== 'string' && typeof key === 'string') return undefined;
  if (typeof zip !== 'string' || typeof key !== 'string') return 'incomplete';
  return { zip: resolve(zip), publicKey: resolve(key) };
}

/** The commands that take `--package` and `--public-key`. */
const PACKAGE_COMMANDS = new Set(['open', 'record', 'replay', 'accept']);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: OPTIONS,
  });
  const paths = positionals.length ? positionals : ['scenarios'];
  // Only the commands that open a package check the pair; the others never read it.
  // `open` and `record` take --public-key alone: the key of the packages chosen in the panel.
  const opens = command === 'open' || command === 'record';
  const pkg = packageArgs(values, opens);
  if (pkg === 'incomplete' && PACKAGE_COMMANDS.has(command ?? '')) {
    console.error(
      opens
        ? 'emulator: --package needs --public-key (the key it was signed with)'
        : 'emulator: --package and --public-key go together',
    );
    return 2;
  }
  const withPackage = pkg && pkg !== 'incomplete' ? { package: pkg } : {};
  switch (command) {
    case 'open':
    case 'record': {
      await openCommand({
        ...withPackage,
        ...(typeof values['public-key'] === 'string'
          ? { publicKey: resolve(values['public-key']) }
          : {}),
        ...(values.sample ? { sample: true } : {}),
        ...(values.device ? { device: values.device } : {}),
        ...(values.route ? { route: values.route } : {}),
        ...(values.dist ? { dist: true } : {}),
        ...(values.port ? { port: Number(values.port) } : {}),
        ...(values.check ? { check: true } : {}),
        ...(values['no-open'] ? { noOpen: true } : {}),
        ...(values.out ? { out: resolve(values.out) } : {}),
        record: command === 'record',
      });
      return 0;
    }
    case 'replay':
    case 'accept': {
      if (values.engine && !isEngineName(values.engine)) {
        console.error(
          `emulator: unknown engine "${values.engine}"; engines: ${ENGINE_NAMES.join(', ')}`,
        );
        return 2;
      }
      const { results } = await replayCommand({
        ...(values.engine && isEngineName(values.engine) ? { engine: values.engine } : {}),
        paths,
        ...(values.shard ? { shard: values.shard } : {}),
        ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
        ...(values.retries ? { retries: Number(values.retries) } : {}),
        ...(values['step-timeout']
          ? { stepTimeoutMs: parseStepTimeout(values['step-timeout'], '--step-timeout') }
          : {}),
        ...(values['update-baselines'] || command === 'accept' ? { updateBaselines: true } : {}),
        ...(values.out ? { outDir: resolve(values.out) } : {}),
        ...(values.chaos ? { chaos: true } : {}),
        ...(values.seed !== undefined ? { seed: seedOf(values.seed) } : {}),
        ...(values.grid ? { grid: gridArgs(values.grid, values) } : {}),
        ...withPackage,
      });
      return results.every((r) => r.ok) ? 0 : 1;
    }
    case 'grid':
      await gridCommand({
        ...(values.port ? { port: countOf('--port', values.port) } : {}),
        ...(values['chromium-nodes'] !== undefined
          ? { chromiumNodes: countOf('--chromium-nodes', values['chromium-nodes'], 0) }
          : {}),
        ...(values['webkit-nodes'] !== undefined
          ? { webkitNodes: countOf('--webkit-nodes', values['webkit-nodes'], 0) }
          : {}),
        ...(values.logs ? { logsDir: resolve(values.logs) } : {}),
      });
      return 0;
    case 'validate': {
      const files = findScenarioFiles(paths);
      let bad = 0;
      for (const file of files) {
        try {
          loadScenarioFiles([file]);
        } catch (error) {
          bad += 1;
          console.error((error as Error).message);
        }
      }
      console.log(`emulator: ${files.length - bad} of ${files.length} scenario file(s) are valid`);
      return bad ? 1 : 0;
    }
    default:
      console.log(HELP);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (!(error instanceof ScenarioError))
      console.error(error instanceof Error ? error.message : error);
    else console.error(error.message);
    process.exitCode = 1;
  },
);
