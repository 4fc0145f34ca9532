/**
 * Order-independent serialisation and a short hash of option objects, used for cache keys and
 * for the keys of `getAll` requests (`<model>:<hash>`).
 * @module
 */

/**
 * JSON with object keys sorted at every level, `undefined` and functions left out, cycles
 * written as `"[cycle]"`. Equal options give equal strings whatever their key order.
 */
export function stableStringify(value: unknown): string {
  const seen: object[] = []
  const visit = (node: unknown): string | undefined => {
    if (node === undefined || typeof node === 'function' || typeof node === 'symbol') {
      return undefined
    }
    if (typeof node === 'bigint') return JSON.stringify(String(node))
    if (node === null || typeof node !== 'object') return JSON.stringify(node)
    if (node instanceof Date) return JSON.stringify(node.toISOString())
    if (seen.includes(node)) return '"[cycle]"'
    seen.push(node)
    let text: string
    if (Array.isArray(node)) {
      text = `[${node.map((item) => visit(item) ?? 'null').join(',')}]`
    } else {
      const record = node as Record<string, unknown>
      const parts: string[] = []
      for (const key of Object.keys(record).sort()) {
        const child = visit(record[key])
        if (child !== undefined) parts.push(`${JSON.stringify(key)}:${child}`)
      }
      text = `{${parts.join(',')}}`
    }
    seen.pop()
    return text
  }
  return visit(value) ?? 'undefined'
}

/** FNV-1a (32 bit) of the stable serialisation, in base 36 — short, not cryptographic. */
export function stableHash(value: unknown): string {
  const text = stableStringify(value)
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
