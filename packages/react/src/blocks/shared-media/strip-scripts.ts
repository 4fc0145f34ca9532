/**
 * `type` values that make a `<script>` run (the HTML standard's JavaScript MIME type essences,
 * `module`, and none). Anything else (`application/ld+json`, `text/template`, `importmap`…)
 * is data.
 */
const EXECUTABLE_TYPES: ReadonlySet<string> = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** Elements whose content is text, not markup: a `<script>` in there is just text. */
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
])
// Stateful (sticky/global) patterns: each call copies them with `new RegExp(pattern)`.
const TAG_NAME = /<\/?([a-z][^\s/>]*)/iy
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g
const SPACE = /\s/

/** The value of the first `type` attribute of a tag's attribute text, or null. */
function getTypeAttribute(attributes: string): string | null {
  const pattern = new RegExp(ATTRIBUTE)
  for (const match of attributes.matchAll(pattern)) {
    if (match[1]?.toLowerCase() === 'type') return match[2] ?? match[3] ?? match[4] ?? ''
  }
  return null
}

/** Index after the `>` closing the tag at `from` (quoted attribute values may hold `>`). */
function findTagEnd(html: string, from: number): number {
  let index = from
  while (index < html.length) {
    const char = html[index]
    index += 1
    if (char === '>') return index
    if (char !== '=') continue
    while (index < html.length && SPACE.test(html[index] ?? '')) index += 1
    const quote = html[index]
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, index + 1)
      if (close < 0) return html.length
      index = close + 1
    }
  }
  return html.length
}

/** Index after the end tag `</name>` at or after `from`; the end of the HTML when absent. */
function findEndTag(html: string, name: string, from: number): number {
  // `name` comes from RAW_TEXT_ELEMENTS (letters only).
  const endTag = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi')
  endTag.lastIndex = from
  const match = endTag.exec(html)
  return match ? findTagEnd(html, match.index + match[0].length) : html.length
}

/** Whether a script with this `type` attribute (null when absent) runs as JavaScript. */
export function isExecutableScriptType(type: string | null | undefined): boolean {
  return EXECUTABLE_TYPES.has((type ?? '').trim().toLowerCase())
}

/**
 * The author's HTML without its executable `<script>` elements (data scripts such as JSON-LD
 * stay), for rendering the same HTML on the server and during hydration: no author script
 * runs on the server or while the page is parsed. Works without a DOM; comments and raw-text
 * elements (`<style>`, `<textarea>`…) are kept as they are.
 * @example
 * stripScripts('<p>Hi</p><script>track()</script>') // '<p>Hi</p>'
 */
export function stripScripts(html: string): string {
  const tagName = new RegExp(TAG_NAME)
  let result = ''
  let index = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open < 0) break
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      result += html.slice(index, close < 0 ? html.length : close + 3)
      index = close < 0 ? html.length : close + 3
      continue
    }
    tagName.lastIndex = open
    const match = tagName.exec(html)
    if (!match) {
      result += html.slice(index, open + 1)
      index = open + 1
      continue
    }
    const name = (match[1] ?? '').toLowerCase()
    const tagEnd = findTagEnd(html, open + match[0].length)
    const isStartTag = html[open + 1] !== '/'
    const end = isStartTag && RAW_TEXT_ELEMENTS.has(name) ? findEndTag(html, name, tagEnd) : tagEnd
    const isScript = isStartTag && name === 'script'
    const isExecutable =
      isScript && isExecutableScriptType(getTypeAttribute(html.slice(open + 7, tagEnd - 1)))
    result += isExecutable ? html.slice(index, open) : html.slice(index, end)
    index = end
  }
  return result + html.slice(index)
}
