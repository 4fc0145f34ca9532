import { componentBlock } from '../../built-in-block.ts'

/** The `Form:Input` block: an `input` of one of the 18 allowed types. */
export const inputBlock = componentBlock('Form:Input', {
  noWrap: true,
})
