import { defineBlock } from '../../registry/define-block.ts'
import { textHtml } from './text-html.ts'
import { Text } from './text.tsx'
import type { TextOptions } from './text.tsx'

export { Text }
export type { TextOptions }

/** The `Text` block: rich text (HTML) with `{{expr}}` interpolation. */
export const textBlock = defineBlock<TextOptions>({
  name: 'Text',
  component: Text,
  renderHtml: textHtml,
  noErrorBoundary: true,
  interpolatedOptions: ['text'],
})
