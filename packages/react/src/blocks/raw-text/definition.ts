import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { RawTextOptions } from './raw-text.tsx'

/** The `Builder:RawText` block: HTML in a `<span>`, hidden from the insert menu. */
export const rawTextBlock = defineBlock<RawTextOptions>({
  name: 'Builder:RawText',
  component: builtInComponent<RawTextOptions>('Builder:RawText'),
  renderHtml: builtInHtml('Builder:RawText'),
  noErrorBoundary: true,
})
