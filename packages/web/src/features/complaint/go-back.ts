import { bridge } from '../../lib/bridge';
import { navigate } from '../../lib/router';

/** Back within the app when there is history; else close the webview (or go to `fallback`). */
export function goBack(fallback?: string): void {
  if (window.history.length > 1) {
    window.history.back();
    return;
  }
  if (fallback) {
    navigate(fallback, { replace: true });
    return;
  }
  void bridge.closeWebview({}).catch(() => undefined);
}
