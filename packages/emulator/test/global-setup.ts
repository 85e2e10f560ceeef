import type { TestProject } from 'vitest/node';
import { startWebApp } from '../src/hosts/sandbox/web-app';

/** Builds the web app once per run (if stale) and serves it on the sandbox for every test file. */
export default async function setup(project: TestProject) {
  const app = await startWebApp();
  project.provide('sandboxUrl', app.url);
  project.provide('sandboxServerUrl', app.sandboxUrl);
  project.provide('appRoot', app.distRoot ?? '');
  return () => app.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    /** The sandbox server itself (the child process behind sandboxUrl). */
    sandboxServerUrl: string;
    /** The production build sandboxUrl serves ('' when the app runs on Vite's dev server). */
    appRoot: string;
  }
}
