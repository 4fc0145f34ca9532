import type { BlockProps } from '../../types.ts'

/** Options of the Text block. */
export interface TextOptions {
  /** HTML; `{{expr}}` is interpolated before render (values HTML-escaped). */
  text?: string
}

/** `div.builder-text` with the text as inner HTML. */
export function Text({ text }: BlockProps<TextOptions>) {
  const html = typeof text === 'string' ? text : typeof text === 'number' ? String(text) : ''
  return <div className="builder-text" dangerouslySetInnerHTML={{ __html: html }} />
}
