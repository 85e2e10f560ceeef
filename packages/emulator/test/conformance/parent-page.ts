import type { CallEntry } from '../../src/core/call-log';
import { listenForFrame } from '../../src/panel/frame-link';

/**
 * The panel's half of the browser host, reduced to what conformance needs: frames the app through
 * the proxy, hands the shim its config in the frame's name, and receives the calls over comlink.
 */
declare const APP_ORIGIN: string;
const calls: CallEntry[] = [];
(window as unknown as { __calls: CallEntry[] }).__calls = calls;
listenForFrame(
  APP_ORIGIN,
  {
    report: (entry) => void calls.push(entry),
    ask: async () => ({ error: { code: 'UNSUPPORTED', message: 'no one to ask' } }),
    step: () => undefined,
  },
  () => undefined,
);
(window as unknown as { openVector: (url: string, name: string) => void }).openVector = (
  url,
  name,
) => {
  document.querySelector('iframe')?.remove();
  const frame = document.createElement('iframe');
  frame.name = name;
  frame.src = url;
  document.body.appendChild(frame);
};
