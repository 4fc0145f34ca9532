import DOMPurify from 'dompurify'
import { isSafeLinkUrl } from '@tessera/core/editor'

/** The tags rich text may use (what the toolbar makes, and common formatting). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
]
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'class', 'style']

const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }

let purifier: ReturnType<typeof DOMPurify> | undefined

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  // An instance of our own, so that its hook changes no other user of DOMPurify.
  const instance = DOMPurify(window)
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !isSafeLinkUrl(data.attrValue.trim())) data.keepAttr = false
  })
  // A DOM where the sanitizer cannot work would let anything through: refuse instead.
  const probe = instance.sanitize(
    '<p>a<script>b()</script><a href="javascript:b()">c</a></p>',
    CONFIG,
  )
  if (probe !== '<p>a<a>c</a></p>') throw new Error('HTML cannot be sanitized in this environment')
  purifier = instance
  return instance
}

/**
 * The HTML of a Text block as it may enter the document: rich text only (paragraphs, headings,
 * lists, links, emphasis, spans with classes and styles); no scripts, event handlers, frames,
 * forms or media, and links only to http(s), mailto or relative addresses. Uses DOMPurify (a
 * well-kept sanitizer that parses with the browser's own HTML parser).
 * @throws Error where the DOM cannot sanitize (then nothing may enter the document)
 */
export function sanitizeTextHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG)
}
