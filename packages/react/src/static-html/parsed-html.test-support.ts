/**
 * Test support: the elements of server HTML as written and as the browser parsed them, to skip
 * content whose HTML the parser repairs (an `<a>` in an `<a>`), which cannot hydrate anyway.
 * @module
 */

const VOID = new Set(['img', 'source', 'br', 'hr', 'input', 'meta', 'link', 'wbr', 'area'])

/** The elements of `html` as written: tag name and depth, in order (`<style>` text skipped). */
export function writtenElements(html: string): string[] {
  const out: string[] = []
  let depth = 0
  const tags = /<style[^>]*>[\s\S]*?<\/style>|<(\/?)([a-z][a-z0-9-]*)[^>]*?(\/?)>/gi
  for (const [whole, close, name = '', selfClose] of html.matchAll(tags)) {
    if (whole.startsWith('<style')) {
      out.push(`style@${depth}`)
      continue
    }
    const tag = name.toLowerCase()
    if (close) depth -= 1
    else {
      out.push(`${tag}@${depth}`)
      if (!VOID.has(tag) && !selfClose) depth += 1
    }
  }
  return out
}

/** The elements under `root` as parsed: tag name and depth, in document order. */
export function parsedElements(root: Element, depth = 0, out: string[] = []): string[] {
  for (const child of root.children) {
    out.push(`${child.localName}@${depth}`)
    parsedElements(child, depth + 1, out)
  }
  return out
}
