import { bridge } from '../../lib/bridge';

/** The repayment pages open in their own webview: back closes it, or goes back in a browser. */
export function leavePage(): void {
  bridge.closeWebview({}).catch(() => window.history.back());
}
