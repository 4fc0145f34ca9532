import { defineBlock } from '../../../registry/define-block.ts'
import { Select } from './select.tsx'
import type { SelectChoice, SelectOptions } from './select.tsx'

export { Select }
export type { SelectChoice, SelectOptions }

/** The `Form:Select` block: a drop-down of choices. */
export const selectBlock = defineBlock<SelectOptions>({
  name: 'Form:Select',
  component: Select,
  noWrap: true,
})
