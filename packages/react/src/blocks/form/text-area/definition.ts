import { componentBlock } from '../../built-in-block.ts'

/** The `Form:TextArea` block: a multi-line text field. */
export const textAreaBlock = componentBlock('Form:TextArea', {
  noWrap: true,
})
