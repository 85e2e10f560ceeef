import { describe, expect, it } from 'vitest';
import { shard } from './scenario-files';

describe('shard', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  it('splits round-robin so every item runs exactly once', () => {
    expect(shard(items, '1/2')).toEqual(['a', 'c', 'e']);
    expect(shard(items, '2/2')).toEqual(['b', 'd']);
    expect([1, 2, 3].flatMap((i) => shard(items, `${i}/3`)).sort()).toEqual(items);
  });
  it('keeps everything without a spec and refuses a bad one', () => {
    expect(shard(items)).toEqual(items);
    expect(() => shard(items, '3/2')).toThrow('--shard must be i/n');
    expect(() => shard(items, 'x')).toThrow('--shard must be i/n');
  });
});
