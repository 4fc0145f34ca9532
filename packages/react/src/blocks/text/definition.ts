import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { TextOptions } from './text.tsx'

/** The `Text` block: rich text (HTML) with `{{expr}}` interpolation. */
export const textBlock = defineBlock<TextOptions>({
  name: 'Text',
  component: builtInComponent<TextOptions>('Text'),
  renderHtml: builtInHtml('Text'),
  noErrorBoundary: true,
  interpolatedOptions: ['text'],
})
