import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { LabelOptions } from './label.tsx'

/** The `Form:Label` block: a label for a field, with optional child blocks. */
export const labelBlock = defineBlock<LabelOptions>({
  name: 'Form:Label',
  component: builtInComponent<LabelOptions>('Form:Label'),
  noWrap: true,
  canHaveChildren: true,
})
