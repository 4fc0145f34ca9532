import { defineBlock } from '../../../registry/define-block.ts'
import { TextArea } from './text-area.tsx'
import type { TextAreaOptions } from './text-area.tsx'

export { TextArea }
export type { TextAreaOptions }

/** The `Form:TextArea` block: a multi-line text field. */
export const textAreaBlock = defineBlock<TextAreaOptions>({
  name: 'Form:TextArea',
  component: TextArea,
  noWrap: true,
})
