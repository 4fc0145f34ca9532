import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { InputOptions } from './input.tsx'

/** The `Form:Input` block: an `input` of one of the 18 allowed types. */
export const inputBlock = defineBlock<InputOptions>({
  name: 'Form:Input',
  component: builtInComponent<InputOptions>('Form:Input'),
  noWrap: true,
})
