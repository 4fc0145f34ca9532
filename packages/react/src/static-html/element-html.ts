import { attributesToHtml } from './attributes-to-html.ts'
import { notStatic } from './not-static.ts'

/**
 * Elements react-dom/server writes as `<tag attributes>children</tag>` with no special case
 * (no form, select, textarea, table, `pre` newline, hoisted or void element among them).
 */
const PLAIN_TAGS: ReadonlySet<string> = new Set([
  'div',
  'span',
  'p',
  'a',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'blockquote',
  'address',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'mark',
  'code',
  'label',
  'picture',
  'button',
  'style',
])

/** Whether react-dom/server writes `tag` as a plain element (see {@link elementHtml}). */
export function isPlainTag(tag: string): boolean {
  return PLAIN_TAGS.has(tag)
}

/**
 * `<tag attributes>innerHtml</tag>` as react-dom/server writes an element with these props
 * and this (already serialised) content.
 * @throws NotStaticError for a tag React treats specially, or props it cannot write exactly
 */
export function elementHtml(
  tag: string,
  props: Readonly<Record<string, unknown>>,
  innerHtml = '',
): string {
  if (!PLAIN_TAGS.has(tag)) notStatic(`tag ${tag}`)
  return `<${tag}${attributesToHtml(props)}>${innerHtml}</${tag}>`
}

/**
 * The start tag of {@link elementHtml} (`<tag attributes>`; the element ends with `</tag>`):
 * for elements whose props never change, written once.
 * @throws NotStaticError as {@link elementHtml}
 */
export function startTagHtml(tag: string, props: Readonly<Record<string, unknown>>): string {
  if (!PLAIN_TAGS.has(tag)) notStatic(`tag ${tag}`)
  return `<${tag}${attributesToHtml(props)}>`
}

/** Options of {@link voidElementHtml}. */
export interface VoidElementOptions {
  /** The element is inside a `<picture>` (React never preloads images there). Default: false. */
  insidePicture?: boolean
}

/**
 * `<img …/>` or `<source …/>` as react-dom/server writes them. An `img` must be lazy or inside
 * a `<picture>`: React 19 adds a `<link rel="preload">` for other images.
 * @throws NotStaticError for another tag, an image React would preload, or props it cannot write
 */
export function voidElementHtml(
  tag: 'img' | 'source',
  props: Readonly<Record<string, unknown>>,
  options: VoidElementOptions = {},
): string {
  if (tag !== 'img' && tag !== 'source') notStatic(`void tag ${String(tag)}`)
  if (tag === 'img' && props.loading !== 'lazy' && options.insidePicture !== true) {
    notStatic('image React would preload')
  }
  return `<${tag}${attributesToHtml(props)}/>`
}
