import { frozenMemo } from './frozen-memo.ts'
import { hasOwnKey } from '../pipeline/has-own-key.ts'
import { escapeHtmlText } from './escape-html-text.ts'
import { isSafeUrl } from './is-safe-url.ts'
import { notStatic } from './not-static.ts'
import { styleToHtml } from './style-to-html.ts'

/**
 * React prop names written as plain `name="value"` attributes, with the HTML name React uses
 * (react-dom/server's aliases: `className` → `class`, `htmlFor` → `for`…). Props React treats
 * specially (boolean and "booleanish" attributes such as `hidden`, `disabled`, `value`,
 * `draggable`; `name` and form actions on buttons; `on*` handlers) are deliberately absent: a
 * block carrying one renders through React.
 */
const PLAIN_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['className', 'class'],
  ['htmlFor', 'for'],
  ['tabIndex', 'tabindex'],
  ['crossOrigin', 'crossorigin'],
  ...[
    'id',
    'title',
    'role',
    'lang',
    'dir',
    'target',
    'rel',
    'alt',
    'width',
    'height',
    'sizes',
    'srcSet',
    'loading',
    'decoding',
    'fetchPriority',
    'type',
    'nonce',
    'builder-id',
    'builder-path',
    'builder-parent-id',
  ].map((name): [string, string] => [name, name]),
])

/** ` htmlName="` of each plain attribute: what comes before its escaped value. */
const PLAIN_PREFIXES: ReadonlyMap<string, string> = new Map(
  [...PLAIN_ATTRIBUTES].map(([name, htmlName]) => [name, ` ${htmlName}="`]),
)

/** The style HTML of frozen style objects (constants of the blocks' trees), written once. */
const styleHtml = frozenMemo(styleToHtml)

/** `data-*` and `aria-*` names, written as they are (booleans included, as `true`/`false`). */
const DATA_OR_ARIA = /^(?:data|aria)-[\w.:-]*$/

/**
 * The attributes of an element as react-dom/server writes them from its props, in prop order,
 * each ` name="value"` (escaped): `null`/`undefined` props left out, `style` objects serialised
 * like React, `className` as `class`, booleans only for `data-*`/`aria-*`.
 * `children`, `dangerouslySetInnerHTML` and `key` are not attributes and are skipped.
 * @throws NotStaticError for a prop this serialiser does not know to write exactly as React:
 *   an unlisted name, a boolean elsewhere, a function or object value, an empty or unsafe URL
 */
export function attributesToHtml(props: Readonly<Record<string, unknown>>): string {
  let html = ''
  for (const name in props) {
    if (!hasOwnKey(props, name)) continue
    const value = props[name]
    if (value === null || value === undefined) continue
    const type = typeof value
    if (type === 'string' || type === 'number') {
      const prefix = PLAIN_PREFIXES.get(name)
      if (prefix !== undefined) {
        html += `${prefix}${escapeHtmlText(value as string | number)}"`
      } else if (name === 'href' || name === 'src') {
        const url = String(value)
        if (url === '' || !isSafeUrl(name, url)) notStatic(`URL of ${name}`)
        html += ` ${name}="${escapeHtmlText(url)}"`
      } else if (DATA_OR_ARIA.test(name)) {
        html += ` ${name}="${escapeHtmlText(value as string | number)}"`
      } else if (name !== 'children' && name !== 'key') {
        notStatic(`attribute ${name}`)
      }
    } else if (name === 'style') {
      if (type !== 'object' || Array.isArray(value)) notStatic('style prop')
      const style = styleHtml(value as object)
      if (style !== '') html += ` style="${style}"`
    } else if (type === 'boolean') {
      if (!DATA_OR_ARIA.test(name)) notStatic(`boolean attribute ${name}`)
      html += ` ${name}="${value ? 'true' : 'false'}"`
    } else if (name !== 'children' && name !== 'dangerouslySetInnerHTML' && name !== 'key') {
      notStatic(`value of ${name}`)
    }
  }
  return html
}

/**
 * One attribute as {@link attributesToHtml} writes it (`attributesToHtml({ [name]: value })`),
 * without building the props object for the plain attributes.
 * @throws NotStaticError as {@link attributesToHtml}
 */
export function attributeHtml(name: string, value: unknown): string {
  const prefix = PLAIN_PREFIXES.get(name)
  if (prefix !== undefined && (typeof value === 'string' || typeof value === 'number')) {
    return `${prefix}${escapeHtmlText(value)}"`
  }
  return value === null || value === undefined ? '' : attributesToHtml({ [name]: value })
}
