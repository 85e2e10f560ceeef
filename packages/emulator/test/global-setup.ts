import type { TestProject } from 'vitest/node';
import { startSandbox } from '../src/hosts/sandbox/sandbox-process';
import { ensureWebBuild } from '../src/hosts/sandbox/web-build';

/** Builds the web app once per run (if stale) and starts one sandbox server for every test file. */
export default async function setup(project: TestProject) {
  const mode = await ensureWebBuild();
  const sandbox = await startSandbox(mode);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('webMode', mode);
  return () => sandbox.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    webMode: 'dist' | 'dev';
  }
}
