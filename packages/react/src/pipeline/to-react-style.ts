import { toCssPropertyName, isSafeCssValue } from '@tessera/core/css'
import type { CSSProperties } from 'react'

function toStyleKey(name: string): string {
  if (name.startsWith('--')) return name
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
}

/**
 * A React style object from a style object or a `a: b; c: d` string: keys become camelCase
 * (custom properties kept), non-string and unsafe values are dropped.
 */
export function toReactStyle(style: unknown): CSSProperties | undefined {
  let entries: Array<[string, unknown]>
  if (typeof style === 'string') {
    entries = style.split(';').flatMap((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return []
      return [[declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]]
    })
  } else if (typeof style === 'object' && style !== null && !Array.isArray(style)) {
    entries = Object.entries(style)
  } else return undefined
  const result: Record<string, string> = {}
  for (const [key, value] of entries) {
    const name = toCssPropertyName(key)
    if (name === undefined || !isSafeCssValue(value)) continue
    result[toStyleKey(key.startsWith('--') ? key : name)] = value.trim()
  }
  return Object.keys(result).length > 0 ? (result as CSSProperties) : undefined
}
