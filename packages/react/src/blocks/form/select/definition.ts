import { builtInComponent } from '../../../lazy/built-in-component.tsx'
import { defineBlock } from '../../../registry/define-block.ts'
import type { SelectOptions } from './select.tsx'

/** The `Form:Select` block: a drop-down of choices. */
export const selectBlock = defineBlock<SelectOptions>({
  name: 'Form:Select',
  component: builtInComponent<SelectOptions>('Form:Select'),
  noWrap: true,
})
