import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const map = new LruMap<string, number>(3);
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      map.set(k, v);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    map.set('c', 30); // an update is a use
    map.set('e', 5);
    expect([...map.keys()]).toEqual(['d', 'c', 'e']);
    expect(map.has('a')).toBe(false);
    expect(map.size).toBe(3);
    for (let i = 0; i < 10_000; i++) map.set(`k${i}`, i);
    expect(map.size).toBe(3);
    expect([...map.keys()]).toEqual(['k9997', 'k9998', 'k9999']);
  });

  it('passes over entries it is told to keep', () => {
    const map = new LruMap<string, { busy: boolean }>(2, (v) => v.busy);
    map.set('busy', { busy: true });
    map.set('a', { busy: false });
    map.set('b', { busy: false });
    expect([...map.keys()]).toEqual(['busy', 'b']);
    const busy = map.get('busy'); // a use: busy is now the most recent
    if (busy) busy.busy = false;
    map.set('c', { busy: false });
    expect([...map.keys()]).toEqual(['busy', 'c']);
  });
});
