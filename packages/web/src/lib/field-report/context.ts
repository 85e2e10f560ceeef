import type { CodeSource, EngineInfo, ReportContext } from '@hybrid-loan/bridge-sdk/contract';
import { getIdentity } from '../identity';

declare const __APP_BUILD__: string | undefined;

/** The build's version (package version and commit, written by vite.config.ts), `dev` without. */
export function buildVersion(): string {
  return typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
}

/**
 * The engine from the user agent. An iOS webview's WebKit is as new as its iOS (its user agent
 * has no `Version/` in a WKWebView), so its major is the iOS major.
 */
export function engineOf(ua: string): EngineInfo {
  const major = (re: RegExp) => Number(re.exec(ua)?.[1] ?? 0);
  if (/iPhone|iPad|iPod/.test(ua)) return { family: 'webkit', major: major(/OS (\d+)_/) };
  if (/Chrome\/\d/.test(ua)) return { family: 'chromium', major: major(/Chrome\/(\d+)/) };
  if (/Firefox\/\d/.test(ua)) return { family: 'gecko', major: major(/Firefox\/(\d+)/) };
  if (/AppleWebKit/.test(ua))
    return { family: 'webkit', major: major(/Version\/(\d+)/) || major(/AppleWebKit\/(\d+)/) };
  return { family: 'other', major: 0 };
}

/** `chromium 80`: how the vitals and the panel name an engine. */
export function engineLabel(engine: EngineInfo): string {
  return `${engine.family} ${engine.major}`;
}

/**
 * Where this page's code came from: a page a service worker controls got it from the worker's
 * cache. (`package`, code a shell ships inside the app, will be told by the shell.)
 */
export function codeSource(win: Window): CodeSource {
  return win.navigator.serviceWorker?.controller ? 'worker' : 'network';
}

export function platformOf(ua: string): ReportContext['platform'] {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  return /Android/.test(ua) ? 'android' : 'other';
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
