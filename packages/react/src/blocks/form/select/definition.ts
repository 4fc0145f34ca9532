import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { SelectOptions } from './select.tsx'

/** The `Form:Select` block: a drop-down of choices. */
export const selectBlock = defineBlock<SelectOptions>({
  name: 'Form:Select',
  component: builtInComponent<SelectOptions>('Form:Select'),
  noWrap: true,
})
