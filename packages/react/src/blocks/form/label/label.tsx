import type { BlockProps } from '../../../types.ts'

/** Options of the Form:Label block. */
export interface LabelOptions {
  /** HTML of the label text. */
  text?: string
  /** Id of the labelled field (`for`). */
  for?: string
}

/**
 * `label[for]` (noWrap) holding `span.builder-label-text` (the text as inner HTML) and the
 * block's children (a field inside the label is labelled by it too).
 */
export function Label({ text, for: htmlFor, attributes, children }: BlockProps<LabelOptions>) {
  const html = typeof text === 'string' ? text : typeof text === 'number' ? String(text) : ''
  return (
    <label
      {...attributes}
      htmlFor={typeof htmlFor === 'string' && htmlFor !== '' ? htmlFor : undefined}
    >
      <span className="builder-label-text" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </label>
  )
}
