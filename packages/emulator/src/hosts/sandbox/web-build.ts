import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webRoot } from '../paths';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Whether the web app's production build is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  const web = webRoot();
  const built = join(web, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
    newestMtime(join(repoRoot(), 'packages', 'bridge-sdk', 'src')),
  );
  return sources > statSync(built).mtimeMs;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Returns the mode to serve the app in: `dist`, or `dev` (Vite) when no build can be made.
 * Builds the web app once (`npm run build -w @hybrid-loan/web`) when its dist is missing or stale.
 * A lock folder makes concurrent callers (test files, the CLI) wait for one build. When the build
 * fails but an older dist exists, that one is used with a warning: screens change under us.
 */
export async function ensureWebBuild(
  log: (line: string) => void = console.error,
): Promise<'dist' | 'dev'> {
  if (process.env.EMULATOR_WEB_MODE === 'dev') return 'dev';
  const hasDist = () => existsSync(join(webRoot(), 'dist', 'index.html'));
  if (process.env.EMULATOR_SKIP_WEB_BUILD === '1' || !webBuildIsStale())
    return hasDist() ? 'dist' : 'dev';
  const lock = join(repoRoot(), 'node_modules', '.cache', 'emulator-web-build.lock');
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else builds; a lock older than 3 minutes is left over from a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      if (!webBuildIsStale()) return 'dist';
    }
  }
  try {
    if (!webBuildIsStale()) return 'dist';
    log('emulator: building the web app (production build)…');
    execFileSync(
      process.execPath,
      [join(repoRoot(), 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: webRoot(),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    return 'dist';
  } catch (error) {
    const reason =
      String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
        .split('\n')
        .find((l) => /error|could not/i.test(l)) ?? '';
    // Screens are written while we run: a broken build must not stop the emulator.
    if (hasDist()) {
      log(`emulator: the web build failed (${reason.trim()}); using the previous dist`);
      return 'dist';
    }
    log(
      `emulator: the web build failed (${reason.trim()}); serving the app with Vite (dev) instead`,
    );
    return 'dev';
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
