import type { BlockProps } from '../../types.ts'

/** Options of the Builder:RawText block. */
export interface RawTextOptions {
  /** HTML, rendered as is. */
  text?: string
}

/** A `<span>` with the text as inner HTML. */
export function RawText({ text }: BlockProps<RawTextOptions>) {
  return <span dangerouslySetInnerHTML={{ __html: typeof text === 'string' ? text : '' }} />
}
