/** A least-recently-used map bounded by entries and by total bytes. */
export interface ByteLru<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  /** Bytes held. */
  readonly bytes: number
  readonly size: number
}

export interface CreateByteLruOptions<T> {
  /** Size of a value, in bytes. */
  sizeOf: (value: T) => number
  /** Most bytes held; a value larger than a quarter of this is not kept. Default 64 MiB. */
  maxBytes?: number
  /** Most entries. Default 1000. */
  maxEntries?: number
}

/**
 * Creates an LRU cache that evicts the least recently used entries when either bound is
 * exceeded (for resized images kept in memory).
 */
export function createByteLru<T>(options: CreateByteLruOptions<T>): ByteLru<T> {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const maxEntries = options.maxEntries ?? 1000
  const entries = new Map<string, T>()
  let bytes = 0

  function remove(key: string): void {
    const value = entries.get(key)
    if (value === undefined) return
    entries.delete(key)
    bytes -= options.sizeOf(value)
  }

  return {
    get(key) {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key, value) {
      remove(key)
      const size = options.sizeOf(value)
      if (size > maxBytes / 4) return
      entries.set(key, value)
      bytes += size
      while (bytes > maxBytes || entries.size > maxEntries) {
        remove(entries.keys().next().value as string)
      }
    },
    get bytes() {
      return bytes
    },
    get size() {
      return entries.size
    },
  }
}
