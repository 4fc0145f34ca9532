import { componentBlock } from '../../built-in-block.ts'

/** The `Form:Label` block: a label for a field, with optional child blocks. */
export const labelBlock = componentBlock('Form:Label', {
  noWrap: true,
  canHaveChildren: true,
})
