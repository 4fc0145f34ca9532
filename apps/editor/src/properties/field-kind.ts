import type { ComponentInput } from '@tessera/react'

/** The editing control an input gets in the properties panel. */
export type FieldKind =
  | 'text'
  | 'url'
  | 'email'
  | 'longText'
  | 'richText'
  | 'code'
  | 'number'
  | 'boolean'
  | 'color'
  | 'enum'
  | 'date'
  | 'file'
  | 'list'
  | 'object'
  | 'reference'
  | 'symbol'
  | 'uiBlocks'
  | 'json'

/** The language a code editor highlights. */
export type CodeLanguage = 'html' | 'css' | 'javascript' | 'json'

const BY_TYPE: Readonly<Record<string, FieldKind>> = {
  text: 'text',
  string: 'text',
  url: 'url',
  email: 'email',
  longText: 'longText',
  textarea: 'longText',
  richText: 'richText',
  html: 'code',
  code: 'code',
  javascript: 'code',
  css: 'code',
  number: 'number',
  boolean: 'boolean',
  color: 'color',
  date: 'date',
  timestamp: 'date',
  file: 'file',
  image: 'file',
  video: 'file',
  reference: 'reference',
  uiSymbol: 'symbol',
  uiBlocks: 'uiBlocks',
}

/**
 * Inputs Builder declares as `html` but edits as rich text: the Text block's text (its inline
 * editor too writes formatted HTML there).
 */
const RICH_HTML: ReadonlySet<string> = new Set(['Text.text'])

/**
 * Which control edits `input` of the component `componentName`: by Builder input type, an `enum`
 * list making a select, `richText: true` (or the Text block's text) making HTML rich text, and
 * lists and objects with `subFields` edited field by field; anything else (`map`, a list without
 * sub-fields…) as JSON.
 */
export function fieldKind(input: ComponentInput, componentName?: string): FieldKind {
  const type = input.type ?? 'string'
  if (
    type === 'html' &&
    (input.richText === true || RICH_HTML.has(`${componentName}.${input.name}`))
  )
    return 'richText'
  if (Array.isArray(input.enum) && type !== 'list' && type !== 'array') return 'enum'
  if (type === 'list' || type === 'array') return hasSubFields(input) ? 'list' : 'json'
  if (type === 'object') return hasSubFields(input) ? 'object' : 'json'
  return BY_TYPE[type] ?? 'json'
}

function hasSubFields(input: ComponentInput): boolean {
  return Array.isArray(input.subFields) && input.subFields.length > 0
}

/** The language of a code input. */
export function codeLanguage(input: ComponentInput): CodeLanguage {
  const type = input.type ?? ''
  if (type === 'html' || type === 'css' || type === 'json') return type
  return 'javascript'
}

/** The label of an input: its friendly name, else its name. */
export function inputLabel(input: ComponentInput): string {
  return typeof input.friendlyName === 'string' && input.friendlyName !== ''
    ? input.friendlyName
    : input.name
}
