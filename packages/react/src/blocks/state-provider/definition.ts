import { componentBlock } from '../built-in-block.ts'

/** The `Builder:StateProvider` block (gen-1): extra state and context for its children. */
export const stateProviderBlock = componentBlock('Builder:StateProvider', {
  canHaveChildren: true,
})
