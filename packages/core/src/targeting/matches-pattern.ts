/** Longest pattern and text {@link matchesPattern} compares; longer ones never match. */
export const MAX_PATTERN_TEXT_LENGTH = 2048

/**
 * Whether `text` matches a wildcard pattern, the whole of it: `*` stands for any run of
 * characters without `/` (one path segment, or one label run of a host), `**` for any run at
 * all, and every other character for itself (case-sensitive). No regular expression is built:
 * the check is a bounded dynamic programme, linear in `text` times `pattern`.
 * @example
 * matchesPattern('/blog/2024/hello', '/blog/**') // true
 * matchesPattern('/shop/shoes', '/shop/*') // true
 * matchesPattern('/shop/shoes/red', '/shop/*') // false
 * matchesPattern('eu.example.com', '*.example.com') // true
 */
export function matchesPattern(text: string, pattern: string): boolean {
  if (text.length > MAX_PATTERN_TEXT_LENGTH || pattern.length > MAX_PATTERN_TEXT_LENGTH) {
    return false
  }
  const tokens = tokenize(pattern)
  // reachable[i]: the tokens seen so far can produce exactly text.slice(0, i).
  let reachable: boolean[] = Array.from({ length: text.length + 1 }, (_, i) => i === 0)
  for (const token of tokens) {
    const next: boolean[] = new Array<boolean>(text.length + 1).fill(false)
    if (token === '*' || token === '**') {
      let carried = false
      for (let i = 0; i <= text.length; i++) {
        // A wildcard run starts where the previous tokens ended and stops at a `/` for `*`.
        if (i > 0 && token === '*' && text[i - 1] === '/') carried = false
        carried = carried || (reachable[i] ?? false)
        next[i] = carried
      }
    } else {
      for (let i = 0; i < text.length; i++) {
        if (reachable[i] && text[i] === token) next[i + 1] = true
      }
    }
    reachable = next
  }
  return reachable[text.length] ?? false
}

/** The pattern as single characters and the wildcards `*` and `**`. */
function tokenize(pattern: string): string[] {
  const tokens: string[] = []
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') {
      let run = 1
      while (pattern[i + 1] === '*') {
        run++
        i++
      }
      tokens.push(run > 1 ? '**' : '*')
    } else {
      tokens.push(pattern[i] as string)
    }
  }
  return tokens
}
