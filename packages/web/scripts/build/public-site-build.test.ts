// The public site's build must end by itself: its renderers reach app modules that start things
// when they load (the bridge's listeners and timers), so they run in a child process that exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInChild } from './render-in-child';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'public-site-test-'));
  dirs.push(dir);
  return dir;
}

/** A renderer module with the given body, as the build's bundle would be. */
function rendererModule(body: string): string {
  const file = join(tempDir(), 'render.mjs');
  writeFileSync(file, body);
  return file;
}

describe('renderInChild', () => {
  it("returns the render's result though its modules leave a timer and a listener running", async () => {
    const file = rendererModule(`
      setInterval(() => undefined, 1000);
      process.stdin.on('data', () => undefined);
      export async function render(origin) { return [{ origin, body: '<p>ok</p>' }]; }
    `);
    expect(await renderInChild(file, 'render', ['https://h5.example'])).toEqual([
      { origin: 'https://h5.example', body: '<p>ok</p>' },
    ]);
  });

  it("rejects with the renderer's error", async () => {
    const file = rendererModule(`export function render() { throw new Error('no texts in xx'); }`);
    await expect(renderInChild(file, 'render', [])).rejects.toThrow(/no texts in xx/);
  });

  it('rejects when the module has no such export', async () => {
    const file = rendererModule('export const other = 1;');
    await expect(renderInChild(file, 'render', [])).rejects.toThrow(/exports no render\(\)/);
  });

  it('kills a renderer that never answers, at its deadline', async () => {
    const file = rendererModule(
      'export function render() { return new Promise(() => setInterval(() => 0, 1000)); }',
    );
    await expect(renderInChild(file, 'render', [], 1000)).rejects.toThrow(/did not finish/);
  });
});

describe('writePublicSite', () => {
  // Four Vite builds: up to a few minutes on a loaded 2-core machine (an outer deadline).
  it('writes the site and the landing, and its process then exits by itself', {
    timeout: 300_000,
  }, async () => {
    const outDir = tempDir();
    // No process.exit here: the process must end because nothing keeps it alive.
    const script = join(tempDir(), 'write.mts');
    writeFileSync(
      script,
      `import { writePublicSite } from ${JSON.stringify(pathToFileURL(join(webRoot, 'scripts/build/public-site-build.ts')).href)};
       await writePublicSite(${JSON.stringify(outDir)});`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: webRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    // Waits for the exit as long as the test's own deadline allows: a build that never exits fails.
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code, stderr).toBe(0);
    for (const file of [
      'en-IN/index.html',
      'id-ID/contact/index.html',
      'en-IN/register/index.html',
    ])
      expect(existsSync(join(outDir, file)), file).toBe(true);
    const landing = readFileSync(join(outDir, 'id-ID/register/index.html'), 'utf8');
    expect(landing).toContain('data-testid="register-phone"');
    expect(landing).toContain('<meta name="robots" content="noindex" />');
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).not.toContain('/register/');
  });
});
