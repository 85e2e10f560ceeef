import type { CodeSource, ReportContext } from '@hybrid-loan/bridge-sdk/contract';
import { engineOf, platformOf } from '../field-facts';
import { getIdentity } from '../identity';

declare const __APP_BUILD__: string | undefined;

/** The build's version (package version and commit, written by vite.config.ts), `dev` without. */
export function buildVersion(): string {
  return typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
}

/**
 * Where this page's code came from: a page a service worker controls got it from the worker's
 * cache. (`package`, code a shell ships inside the app, will be told by the shell.)
 */
export function codeSource(win: Window): CodeSource {
  return win.navigator.serviceWorker?.controller ? 'worker' : 'network';
}

/** The shared part of this page load's reports (the shell's `platform` wins over the agent's). */
export function reportContext(win: Window, market: string): ReportContext {
  const ua = win.navigator.userAgent;
  const said = getIdentity().platform?.toLowerCase();
  return {
    build: buildVersion(),
    source: codeSource(win),
    engine: engineOf(ua),
    platform: said === 'android' || said === 'ios' ? said : platformOf(ua),
    market,
  };
}
