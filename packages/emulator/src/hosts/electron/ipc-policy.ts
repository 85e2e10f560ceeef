import { onAppOrigin } from './origin-policy';

/**
 * Who the Electron main process listens to, and what web content may use. Pure functions, so the
 * rules are unit-tested without the Electron binary (main.ts only wires them in).
 */

/**
 * The one permission granted: writing text to the clipboard (the pay-method page copies a virtual
 * account number, as a real webview allows), from the app's own main frame. Everything else
 * (camera, microphone, geolocation, notifications, HID/USB/serial, …) is denied: neither the app
 * nor the panel needs it, and an unknown page must not get it by default.
 */
export function permissionAllowed(
  permission: string,
  request: { requestingUrl?: string | undefined; isMainFrame: boolean },
  appOrigin: string,
): boolean {
  return (
    permission === 'clipboard-sanitized-write' &&
    request.isMainFrame &&
    onAppOrigin(appOrigin, request.requestingUrl ?? '')
  );
}

/** The parts of an IPC event the sender check reads (Electron's IpcMain(Invoke)Event has them). */
export interface IpcSender {
  sender: unknown;
  senderFrame: { url: string; parent: unknown } | null | undefined;
}

/**
 * Whether an IPC message comes from one of our own views (`views`), from its main frame (never an
 * iframe inside it), on the origin that view must show. A message from anything else is ignored.
 */
export function trustedSender(
  event: IpcSender,
  views: readonly unknown[],
  origin: string,
): boolean {
  const frame = event.senderFrame;
  return (
    !!frame &&
    frame.parent === null &&
    views.includes(event.sender) &&
    onAppOrigin(origin, frame.url)
  );
}
