/**
 * The `#rrggbb` a color picker shows for a stored CSS color: hex colors (`#abc`, `#aabbcc`,
 * `#aabbccdd` without its alpha) and `rgb()` / `rgba()`; `undefined` for others (named colors,
 * `hsl()`, variables), which the text beside the picker still edits.
 */
export function swatchHex(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex
    return `#${full.slice(0, 6)}`
  }
  const rgb =
    /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text)
  if (!rgb) return undefined
  const channels = rgb.slice(1, 4).map(Number)
  if (channels.some((channel) => channel > 255)) return undefined
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/** Why `value` is not a CSS color, as the browser judges (`CSS.supports`), or `undefined`. */
export function colorError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return undefined
  return CSS.supports('color', value) ? undefined : 'Not a CSS color'
}
