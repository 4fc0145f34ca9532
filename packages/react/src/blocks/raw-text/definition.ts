import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { rawTextHtml } from './raw-text-html.ts'
import type { RawTextOptions } from './raw-text.tsx'

/** The `Builder:RawText` block: HTML in a `<span>`, hidden from the insert menu. */
export const rawTextBlock = defineBlock<RawTextOptions>({
  name: 'Builder:RawText',
  component: builtInComponent<RawTextOptions>('Builder:RawText'),
  renderHtml: rawTextHtml,
  noErrorBoundary: true,
})
