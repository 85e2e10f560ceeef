import { classifyUrl } from '../safe-url';
import { bridge } from './bridge';

/**
 * Opens a URL the server gave us: http(s) loads in the page, any other scheme goes to the shell
 * through openPage, and script or data URLs are refused. Returns what it did.
 */
export async function openServerUrl(
  raw: unknown,
  win: Window = window,
): Promise<'web' | 'native' | 'refused'> {
  const verdict = classifyUrl(raw, win.location.href);
  if (verdict.kind === 'web') {
    win.location.assign(verdict.url);
    return 'web';
  }
  if (verdict.kind === 'native') {
    await bridge.openPage({ url: verdict.url });
    return 'native';
  }
  return 'refused';
}
