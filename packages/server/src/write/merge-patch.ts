/** A JSON object (not an array). */
export type JsonObject = Record<string, unknown>

/** Whether `value` is a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Deep-merges a patch into a body, as JSON Merge Patch (RFC 7396) does: objects are merged key
 * by key, anything else (arrays included, so `data.blocks` is replaced as a whole) replaces
 * the old value, and a `null` removes the key. Neither argument is changed.
 * @example
 * mergePatch({ data: { title: 'A', blocks: [x] } }, { data: { blocks: [] }, endDate: null })
 * // → { data: { title: 'A', blocks: [] } }
 */
export function mergePatch(target: JsonObject, patch: JsonObject): JsonObject {
  const result: JsonObject = { ...target }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key]
    } else {
      const current = Object.hasOwn(result, key) ? result[key] : undefined
      const next = isJsonObject(value)
        ? mergePatch(isJsonObject(current) ? current : {}, value)
        : value
      // Defined, not assigned: a `__proto__` key of parsed JSON stays an ordinary own key.
      Object.defineProperty(result, key, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
  }
  return result
}
