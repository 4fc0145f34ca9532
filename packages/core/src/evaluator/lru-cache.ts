/**
 * A small least-recently-used cache on top of `Map`'s insertion order. A capacity of 0
 * disables caching.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  /** @param capacity Most entries kept; the least recently used one is dropped first. */
  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size
  }

  /** The value of `key`, marking it as most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** Stores `value`, evicting the least recently used entry when over capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key)
    if (this.capacity <= 0) return
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }
}
