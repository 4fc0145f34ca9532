/**
 * A cache of values computed from a string, for what a page writes again at every render (a
 * block's CSS selector from its id): up to `size` values are kept, a full cache starts over.
 * @example
 * const selectors = boundedCache(4096, (id: string) => `.${escapeCssIdentifier(id)}`)
 * selectors.get(block.id)
 */
export function boundedCache<TValue>(
  size: number,
  make: (key: string) => TValue,
): { get(key: string): TValue } {
  const values = new Map<string, TValue>()
  return {
    get(key) {
      let value = values.get(key)
      if (value === undefined) {
        value = make(key)
        if (values.size >= size) values.clear()
        values.set(key, value)
      }
      return value
    },
  }
}
