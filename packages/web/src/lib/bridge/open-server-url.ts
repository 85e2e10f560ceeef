import { classifyUrl } from '../safe-url';
import { bridge } from './bridge';

/**
 * Opens a URL the server gave us: our own origin loads in the page; another https origin opens in
 * the system browser through the shell's `openPage` (never in this webview, which holds the
 * bridge); the brand's app scheme goes to the shell; anything else is refused. Returns what it did.
 */
export async function openServerUrl(
  raw: unknown,
  win: Window = window,
): Promise<'web' | 'browser' | 'native' | 'refused'> {
  const verdict = classifyUrl(raw, win.location.href);
  if (verdict.kind === 'page') {
    win.location.assign(verdict.url);
    return 'web';
  }
  if (verdict.kind === 'refused') return 'refused';
  await bridge.openPage({ url: verdict.url });
  return verdict.kind;
}
