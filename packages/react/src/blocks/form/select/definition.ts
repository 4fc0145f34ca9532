import { componentBlock } from '../../built-in-block.ts'

/** The `Form:Select` block: a drop-down of choices. */
export const selectBlock = componentBlock('Form:Select', {
  noWrap: true,
})
