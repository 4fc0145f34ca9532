import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { RawTextOptions } from './raw-text.ts'

/** The `Builder:RawText` block: HTML in a `<span>`, hidden from the insert menu. */
export const rawTextBlock = defineBlock<RawTextOptions>({
  name: 'Builder:RawText',
  component: builtInComponent<RawTextOptions>('Builder:RawText'),
  renderHtml: builtInHtml('Builder:RawText'),
  noErrorBoundary: true,
})
