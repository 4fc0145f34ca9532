import { defineBlock } from '../../../registry/define-block.ts'
import { Label } from './label.tsx'
import type { LabelOptions } from './label.tsx'

export { Label }
export type { LabelOptions }

/** The `Form:Label` block: a label for a field, with optional child blocks. */
export const labelBlock = defineBlock<LabelOptions>({
  name: 'Form:Label',
  component: Label,
  noWrap: true,
  canHaveChildren: true,
})
