import { componentBlock } from '../built-in-block.ts'

/** The `PersonalizationContainer` block: the variant of its blocks the visitor's attributes match. */
export const personalizationContainerBlock = componentBlock('PersonalizationContainer', {
  noWrap: true,
  canHaveChildren: true,
})
