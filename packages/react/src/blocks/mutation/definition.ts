import { componentBlock } from '../built-in-block.ts'

/** The `Builder:Mutation` block (gen-1): its children replace or follow an element of the page. */
export const mutationBlock = componentBlock('Builder:Mutation', {
  noWrap: true,
  canHaveChildren: true,
})
