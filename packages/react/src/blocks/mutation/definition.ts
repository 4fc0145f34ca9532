import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { MutationOptions } from './mutation.tsx'

/** The `Builder:Mutation` block (gen-1): its children replace or follow an element of the page. */
export const mutationBlock = defineBlock<MutationOptions>({
  name: 'Builder:Mutation',
  component: builtInComponent<MutationOptions>('Builder:Mutation'),
  noWrap: true,
  canHaveChildren: true,
})
