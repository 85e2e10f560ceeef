import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startSandboxServer } from '../sandbox/server';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the production app once, serves it with the sandbox, and hands the URL to every test file. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync(
      process.execPath,
      [resolve(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: webRoot,
        stdio: 'inherit',
        // vitest runs with NODE_ENV=test, which would give React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  const server = await startSandboxServer({ mode: 'dist' });
  project.provide('baseUrl', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
