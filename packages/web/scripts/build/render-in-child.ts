import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'render-child.mjs');
/** An outer deadline for a hung renderer, not a budget: the site renders in a few seconds. */
const DEFAULT_DEADLINE_MS = 120_000;

/**
 * Calls `exportName(...args)` of a renderer bundled for Node (an ESM file) in a Node process of its
 * own and returns its JSON result. The build never imports a renderer itself: the app's modules a
 * renderer reaches may start things when they load (the bridge's listeners and timers), which in
 * the build's own process would keep it alive after the last file is written. The child exits
 * once it has written its result, and is killed if it has not after `deadlineMs`.
 */
export function renderInChild<T>(
  moduleFile: string,
  exportName: string,
  args: unknown[],
  deadlineMs = DEFAULT_DEADLINE_MS,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'render-child-'));
  const argsFile = join(dir, 'args.json');
  const resultFile = join(dir, 'result.json');
  writeFileSync(argsFile, JSON.stringify(args));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, moduleFile, exportName, argsFile, resultFile], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      cleanUp();
      reject(new Error(`${exportName}() did not finish within ${deadlineMs} ms`));
    }, deadlineMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      cleanUp();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (code !== 0) {
          const how = signal ? `was killed (${signal})` : `exited with ${code}`;
          throw new Error(`${exportName}() ${how}: ${stderr.trim()}`);
        }
        resolve(JSON.parse(readFileSync(resultFile, 'utf8')) as T);
      } catch (error) {
        reject(error);
      } finally {
        cleanUp();
      }
    });
  });
}
