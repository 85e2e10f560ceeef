/** Whether this engine's fetch can outlive the page (`keepalive`): Chromium 66+, iOS 13+. */
function hasKeepalive(win: Window): boolean {
  const request = (win as Window & { Request?: typeof Request }).Request;
  return typeof request === 'function' && 'keepalive' in request.prototype;
}

/**
 * Sends one batch (JSON text) so that it arrives on every engine, also while the page goes away.
 *
 * A keepalive fetch where the engine has one: it is a CORS-mode request, so it carries the page's
 * real `Origin`. sendBeacon's text POST is a no-cors request, and WebKit (iOS WKWebView, WebKitGTK)
 * sends that with `Origin: null` under the app's `Referrer-Policy: no-referrer`; a server that
 * checks the Origin (the sandbox's guard does, as a careful host would) refuses it, while
 * sendBeacon has already returned true. The body stays `text/plain`, so no preflight is needed
 * even when the endpoint is on another origin (it need not answer CORS: the answer is not read).
 * Engines without keepalive send a beacon, and a plain POST when the beacon is refused.
 */
export function sendBatch(win: Window, url: string, text: string): void {
  const post = (keepalive: boolean) =>
    void win
      .fetch(url, { method: 'POST', body: text, keepalive, credentials: 'same-origin' })
      .catch(() => undefined);
  if (hasKeepalive(win)) {
    post(true);
    return;
  }
  const beacon = win.navigator.sendBeacon?.bind(win.navigator);
  if (!beacon?.(url, new Blob([text], { type: 'text/plain' }))) post(false);
}
