import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webRoot } from '../paths';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || /\.test\.tsx?$/.test(name)) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/**
 * The emulator's own production build of the web app. Not `packages/web/dist`: other runs
 * (the web package's browser tests, people) rebuild that folder at any time, and a page served
 * from under a rebuild fails at random.
 */
export const emulatorDist = () =>
  join(repoRoot(), 'node_modules', '.cache', 'emulator', 'web-dist');

/** Whether the build is missing or older than the web app's (and the bridge SDK's) sources. */
export function webBuildIsStale(dir = emulatorDist()): boolean {
  const built = join(dir, 'index.html');
  if (!existsSync(built)) return true;
  const web = webRoot();
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
    newestMtime(join(web, 'public')),
    newestMtime(join(repoRoot(), 'packages', 'bridge-sdk', 'src')),
  );
  return sources > statSync(built).mtimeMs;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The production build to serve, built once (the web package's `vite build`, into the emulator's
 * folder) when missing or stale; undefined when none can be made (then the app is served by Vite).
 * A lock folder makes concurrent callers (test files, the CLI) wait for one build. A failed build
 * keeps the previous one, with a warning: screens change under us while we run.
 */
export async function ensureWebBuild(
  log: (line: string) => void = console.error,
): Promise<string | undefined> {
  const dir = emulatorDist();
  if (process.env.EMULATOR_WEB_MODE === 'dev') return undefined;
  const has = () => existsSync(join(dir, 'index.html'));
  if (process.env.EMULATOR_SKIP_WEB_BUILD === '1' || !webBuildIsStale(dir))
    return has() ? dir : undefined;
  const lock = `${dir}.lock`;
  mkdirSync(join(dir, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else builds; a lock older than 3 minutes is left over from a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(300);
    }
  }
  try {
    if (!webBuildIsStale(dir)) return dir;
    log('emulator: building the web app (production build)…');
    const fresh = `${dir}.new`;
    rmSync(fresh, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [
        join(repoRoot(), 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        fresh,
        '--emptyOutDir',
      ],
      {
        cwd: webRoot(),
        stdio: ['ignore', 'ignore', 'pipe'],
        // Under vitest NODE_ENV is `test`, which would bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    // Swapped in whole, so a running server never sees half a build.
    rmSync(dir, { recursive: true, force: true });
    renameSync(fresh, dir);
    return dir;
  } catch (error) {
    const reason =
      String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
        .split('\n')
        .find((l) => /error|could not/i.test(l)) ?? '';
    if (has()) {
      log(`emulator: the web build failed (${reason.trim()}); using the previous build`);
      return dir;
    }
    log(
      `emulator: the web build failed (${reason.trim()}); serving the app with Vite (dev) instead`,
    );
    return undefined;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
