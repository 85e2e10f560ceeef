import { describe, expect, it } from 'vitest';
import { fetchSwitch, readSwitch, switchFile } from './switch';

describe('the kill switch file', () => {
  it('reads on, off, and anything else as unknown (the worker is then kept)', () => {
    expect(readSwitch(JSON.parse(switchFile(false)))).toBe('on');
    expect(readSwitch(JSON.parse(switchFile(true, 'bad build 2026-11-25')))).toBe('off');
    // An operator's hand-written file in an incident: off needs no format (the safe direction).
    expect(readSwitch(JSON.parse('{"off": true}'))).toBe('off');
    expect(readSwitch({ format: 2, off: true })).toBe('off');
    // On needs the format this code reads.
    expect(readSwitch({ off: false })).toBe('unknown');
    expect(readSwitch({ format: 2, off: false })).toBe('unknown');
    expect(readSwitch({ format: 1, off: 'yes' })).toBe('unknown');
    expect(readSwitch(null)).toBe('unknown');
    expect(readSwitch('off')).toBe('unknown');
  });

  it('is fetched past every cache; a failure or a missing file is unknown', async () => {
    const seen: RequestInit[] = [];
    const answer = (response: Response | Error) =>
      ((_url: string, init: RequestInit) => {
        seen.push(init);
        return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
      }) as unknown as typeof fetch;
    expect(await fetchSwitch('/sw-switch.json', answer(new Response(switchFile(true))))).toBe(
      'off',
    );
    expect(seen[0]?.cache).toBe('no-store');
    expect(await fetchSwitch('/x', answer(new Response('nope', { status: 404 })))).toBe('unknown');
    expect(await fetchSwitch('/x', answer(new Response('<html>')))).toBe('unknown');
    expect(await fetchSwitch('/x', answer(new TypeError('Failed to fetch')))).toBe('unknown');
  });
});
