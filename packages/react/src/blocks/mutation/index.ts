import { defineBlock } from '../../registry/define-block.ts'
import { Mutation } from './mutation.tsx'
import type { MutationOptions } from './mutation.tsx'

export { Mutation }
export { MUTATION_TARGET_TIMEOUT_MS } from './use-mutation-mount.ts'
export type { MutationOptions }

/** The `Builder:Mutation` block (gen-1): its children replace or follow an element of the page. */
export const mutationBlock = defineBlock<MutationOptions>({
  name: 'Builder:Mutation',
  component: Mutation,
  noWrap: true,
  canHaveChildren: true,
})
