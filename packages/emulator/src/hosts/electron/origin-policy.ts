/**
 * Where an Electron view may go. The device view's preload gives the page the shim's bindings
 * (reports, asks, steps), so the view stays on the app's origin: a link or redirect elsewhere
 * never loads there (an https page opens in the system browser, as a real shell does with
 * openPage; anything else is refused), and window.open never makes a window.
 */
export type NavigationVerdict = 'stay' | 'external' | 'deny';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is on `appOrigin` (scheme, host and port). */
export function onAppOrigin(appOrigin: string, url: string): boolean {
  const own = originOf(appOrigin);
  return own !== null && originOf(url) === own;
}

/** What a view does with a navigation to `url` while it shows `appOrigin`. */
export function navigationVerdict(appOrigin: string, url: string): NavigationVerdict {
  if (onAppOrigin(appOrigin, url)) return 'stay';
  return url.startsWith('https://') && originOf(url) ? 'external' : 'deny';
}

/** What a window.open to `url` does: never a new window with the bindings; https goes outside. */
export function windowOpenVerdict(
  appOrigin: string,
  url: string,
): Exclude<NavigationVerdict, 'stay'> {
  return navigationVerdict(appOrigin, url) === 'external' ? 'external' : 'deny';
}
