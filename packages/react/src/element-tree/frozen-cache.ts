/** Up to this many values per cache; a full cache starts over. */
const CACHE_SIZE = 128

/**
 * A cache of frozen values by string key: the parts of blocks' trees that repeat on a page
 * (a style for the same options), so that their HTML is written once (frozen attributes and
 * styles are, see `treeToHtml`).
 * @example
 * const sizers = frozenCache((ratio: number) => ({ paddingTop: `${ratio * 100}%` }))
 * sizers.get(String(ratio), ratio)
 */
export function frozenCache<TArgs extends unknown[], TValue extends object>(
  make: (...args: TArgs) => TValue,
): { get(key: string, ...args: TArgs): Readonly<TValue> } {
  const values = new Map<string, Readonly<TValue>>()
  return {
    get(key, ...args) {
      let value = values.get(key)
      if (value === undefined) {
        value = Object.freeze(make(...args))
        if (values.size >= CACHE_SIZE) values.clear()
        values.set(key, value)
      }
      return value
    },
  }
}
