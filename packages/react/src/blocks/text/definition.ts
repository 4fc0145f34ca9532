import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { textHtml } from './text-html.ts'
import type { TextOptions } from './text.tsx'

/** The `Text` block: rich text (HTML) with `{{expr}}` interpolation. */
export const textBlock = defineBlock<TextOptions>({
  name: 'Text',
  component: builtInComponent<TextOptions>('Text'),
  renderHtml: textHtml,
  noErrorBoundary: true,
  interpolatedOptions: ['text'],
})
