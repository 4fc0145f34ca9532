import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { TextOptions } from './text.ts'

/** The `Text` block: rich text (HTML) with `{{expr}}` interpolation. */
export const textBlock = defineBlock<TextOptions>({
  name: 'Text',
  component: builtInComponent<TextOptions>('Text'),
  renderHtml: builtInHtml('Text'),
  noErrorBoundary: true,
  interpolatedOptions: ['text'],
})
