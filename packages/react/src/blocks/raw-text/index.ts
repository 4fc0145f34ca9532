import { defineBlock } from '../../registry/define-block.ts'
import { rawTextHtml } from './raw-text-html.ts'
import { RawText } from './raw-text.tsx'
import type { RawTextOptions } from './raw-text.tsx'

export { RawText }
export type { RawTextOptions }

/** The `Builder:RawText` block: HTML in a `<span>`, hidden from the insert menu. */
export const rawTextBlock = defineBlock<RawTextOptions>({
  name: 'Builder:RawText',
  component: RawText,
  renderHtml: rawTextHtml,
  noErrorBoundary: true,
})
