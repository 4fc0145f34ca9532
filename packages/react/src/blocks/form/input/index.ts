import { defineBlock } from '../../../registry/define-block.ts'
import { FORM_INPUT_TYPES, Input } from './input.tsx'
import type { InputOptions } from './input.tsx'

export { FORM_INPUT_TYPES, Input }
export type { InputOptions }

/** The `Form:Input` block: an `input` of one of the 18 allowed types. */
export const inputBlock = defineBlock<InputOptions>({
  name: 'Form:Input',
  component: Input,
  noWrap: true,
})
