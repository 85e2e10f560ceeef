import { describe, expect, it, vi } from 'vitest';
import { sendBatch } from './send-batch';

/** A window with only what sendBatch reads: fetch, Request (with or without keepalive), a beacon. */
function engine(keepalive: boolean, beaconTakes: boolean | undefined) {
  class EngineRequest {}
  if (keepalive) Object.defineProperty(EngineRequest.prototype, 'keepalive', { value: true });
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const sendBeacon = vi.fn(() => beaconTakes === true);
  const win = {
    fetch,
    Request: EngineRequest,
    navigator: beaconTakes === undefined ? {} : { sendBeacon },
  } as unknown as Window;
  return { win, fetch, sendBeacon };
}

describe('sending a field batch', () => {
  it('posts with keepalive where the engine has it, and no beacon', () => {
    const { win, fetch, sendBeacon } = engine(true, true);
    sendBatch(win, '/field', '{"a":1}');
    expect(fetch).toHaveBeenCalledWith('/field', {
      method: 'POST',
      body: '{"a":1}',
      keepalive: true,
      credentials: 'same-origin',
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends a text beacon without keepalive, and a plain POST when refused or missing', async () => {
    const taken = engine(false, true);
    sendBatch(taken.win, '/field', '{"a":2}');
    const [url, body] = taken.sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect([url, body.type, await body.text()]).toEqual(['/field', 'text/plain', '{"a":2}']);
    expect(taken.fetch).not.toHaveBeenCalled();
    for (const beacon of [false, undefined]) {
      const { win, fetch } = engine(false, beacon);
      sendBatch(win, '/field', '{"a":3}');
      expect(fetch).toHaveBeenCalledWith(
        '/field',
        expect.objectContaining({ body: '{"a":3}', keepalive: false }),
      );
    }
  });
});
