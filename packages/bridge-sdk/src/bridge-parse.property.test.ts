import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stubWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import { openableUrl } from './url-rule.js';

describe('properties', () => {
  it('no message from a shell, however malformed, throws into the page', () => {
    const { window: w } = stubWindow();
    const seen: string[] = [];
    createBridge(w, { readyTimeoutMs: 0, sessionId: 's', onDiagnostic: (d) => seen.push(d.code) });
    const receive = (w as unknown as { LoanNativeReceive: (raw: unknown) => void })
      .LoanNativeReceive;
    const message = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.json(),
      fc.record({ bridge: fc.constant(1), event: fc.string(), data: fc.anything() }),
      fc.record({
        bridge: fc.constant(1),
        session: fc.constant('s'),
        id: fc.anything(),
        ok: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(message, (raw) => {
        expect(() => receive(raw)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    expect(seen.length).toBeGreaterThan(0);
  });

  it('openPage lets through only https, the page origin and the brand scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (raw) => {
        const sent = openableUrl(raw, 'https://h5.example/#/x', ['rupiahku']);
        if (sent === null) return;
        // What is sent is what was checked: printable ASCII, absolute, already normalised.
        expect(raw.trim()).toMatch(/^[!-~]*$/);
        expect(new URL(sent).href).toBe(sent);
        expect(['https:', 'rupiahku:']).toContain(new URL(sent).protocol);
      }),
      { numRuns: 2000 },
    );
  });
});
