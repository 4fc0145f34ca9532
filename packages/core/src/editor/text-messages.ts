/**
 * The inline text messages of the editor protocol (a group of `tessera.v1.*` messages, joined to
 * the table of `messages.ts`): the site reports what the author types into a Text block on the
 * canvas, and the editor sends formatting commands (names from a fixed list, never code).
 * @module
 */

/** The formatting commands the editor can ask the site to apply to the selection. */
export const TEXT_FORMATS = [
  'bold',
  'italic',
  'link',
  'bulletedList',
  'numberedList',
  'heading2',
  'heading3',
  'paragraph',
] as const
export type TextFormat = (typeof TEXT_FORMATS)[number]

/** Longest HTML a text message may carry (characters). */
export const MAX_TEXT_HTML_LENGTH = 500_000

/** `tessera.v1.textEditStart` (site → editor): the author started editing a Text block. */
export interface TextEditStartData {
  version: 1
  contentId: string
  blockId: string
}

/**
 * `tessera.v1.textInput` (site → editor): the new HTML of the Text block being edited, after a
 * keystroke (`cause: 'typing'`) or a formatting command (`'format'`).
 */
export interface TextInputData {
  version: 1
  contentId: string
  blockId: string
  html: string
  cause: 'typing' | 'format'
}

/** `tessera.v1.textEditEnd` (site → editor): editing ended (Escape, blur, or on request). */
export interface TextEditEndData {
  version: 1
  contentId: string
  blockId: string
}

/** `tessera.v1.textHistory` (site → editor): Ctrl/Cmd+Z (or redo) pressed in the text. */
export interface TextHistoryData {
  version: 1
  action: 'undo' | 'redo'
}

/**
 * `tessera.v1.textFormat` (editor → site): apply a format to the selection of the text being
 * edited. `url` is required for `link`: http(s), mailto or relative only.
 */
export interface TextFormatData {
  version: 1
  blockId: string
  format: TextFormat
  url?: string
}

/**
 * `tessera.v1.textEdit` (editor → site): start inline editing of a Text block (as a double-click
 * on it does), for authors using the keyboard. The editor focuses the frame first.
 */
export interface TextEditData {
  version: 1
  blockId: string
}

/** `tessera.v1.textEditStop` (editor → site): end inline editing of a block (its text is kept). */
export interface TextEditStopData {
  version: 1
  blockId: string
}

export interface TextSiteToEditorDataMap {
  'tessera.v1.textEditStart': TextEditStartData
  'tessera.v1.textInput': TextInputData
  'tessera.v1.textEditEnd': TextEditEndData
  'tessera.v1.textHistory': TextHistoryData
}

export interface TextEditorToSiteDataMap {
  'tessera.v1.textEdit': TextEditData
  'tessera.v1.textFormat': TextFormatData
  'tessera.v1.textEditStop': TextEditStopData
}

/**
 * Whether a link target is allowed: `http:`, `https:`, `mailto:` or a relative URL (a path,
 * `#fragment`, `?query`). Refuses `javascript:`, `data:` and every other scheme, including
 * ones hidden by control characters or blanks.
 */
export function isSafeLinkUrl(url: string): boolean {
  // Control characters and blanks (codes 0-32, 127) are never part of a link the author typed.
  for (const char of url) {
    const code = char.charCodeAt(0)
    if (code <= 32 || code === 127) return false
  }
  if (url === '' || url.length > 2048 || url.startsWith('//') || url.startsWith('\\')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  if (!scheme) return true
  return ['http', 'https', 'mailto'].includes((scheme[1] as string).toLowerCase())
}

type Data = Record<string, unknown>
const isId = (value: unknown) => typeof value === 'string' && value !== ''
const isV1 = (d: Data) => d.version === 1
const isHtml = (value: unknown) => typeof value === 'string' && value.length <= MAX_TEXT_HTML_LENGTH
const isFormat = (value: unknown): value is TextFormat =>
  typeof value === 'string' && (TEXT_FORMATS as readonly string[]).includes(value)

/** One validator per inline text message type. */
export const TEXT_MESSAGE_VALIDATORS: {
  readonly [K in keyof (TextSiteToEditorDataMap & TextEditorToSiteDataMap)]: (data: Data) => boolean
} = {
  'tessera.v1.textEditStart': (d) => isV1(d) && isId(d.contentId) && isId(d.blockId),
  'tessera.v1.textInput': (d) =>
    isV1(d) &&
    isId(d.contentId) &&
    isId(d.blockId) &&
    isHtml(d.html) &&
    (d.cause === 'typing' || d.cause === 'format'),
  'tessera.v1.textEditEnd': (d) => isV1(d) && isId(d.contentId) && isId(d.blockId),
  'tessera.v1.textHistory': (d) => isV1(d) && (d.action === 'undo' || d.action === 'redo'),
  'tessera.v1.textEdit': (d) => isV1(d) && isId(d.blockId),
  'tessera.v1.textFormat': (d) =>
    isV1(d) &&
    isId(d.blockId) &&
    isFormat(d.format) &&
    (d.format === 'link' ? typeof d.url === 'string' && isSafeLinkUrl(d.url) : d.url === undefined),
  'tessera.v1.textEditStop': (d) => isV1(d) && isId(d.blockId),
}

/** The inline text messages the site sends. */
export const TEXT_SITE_TO_EDITOR: readonly (keyof TextSiteToEditorDataMap)[] = [
  'tessera.v1.textEditStart',
  'tessera.v1.textInput',
  'tessera.v1.textEditEnd',
  'tessera.v1.textHistory',
]
