import type { EngineInfo, ReportContext } from '@hybrid-loan/bridge-sdk/contract';

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

/** The platform the user agent names (a shell's own word for it wins where it gives one). */
export function platformOf(ua: string): ReportContext['platform'] {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  return /Android/.test(ua) ? 'android' : 'other';
}
