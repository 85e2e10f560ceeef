/**
 * A Map that keeps at most `max` entries, dropping the least recently used: `get` and `set` count
 * as use (a Map iterates in insertion order, so the first key is the least recent). An entry that
 * `keep` holds on to (work still in progress) is passed over, so the map may briefly hold more.
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(
    readonly max: number,
    private readonly keep: (value: V) => boolean = () => false,
  ) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) {
      for (const [oldest, old] of super.entries()) {
        if (this.size <= this.max) break;
        if (oldest !== key && !this.keep(old)) super.delete(oldest);
      }
    }
    return this;
  }
}
