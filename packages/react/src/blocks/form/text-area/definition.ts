import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { TextAreaOptions } from './text-area.tsx'

/** The `Form:TextArea` block: a multi-line text field. */
export const textAreaBlock = defineBlock<TextAreaOptions>({
  name: 'Form:TextArea',
  component: builtInComponent<TextAreaOptions>('Form:TextArea'),
  noWrap: true,
})
