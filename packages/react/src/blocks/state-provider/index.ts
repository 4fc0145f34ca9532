import { defineBlock } from '../../registry/define-block.ts'
import { StateProvider } from './state-provider.tsx'
import type { StateProviderOptions } from './state-provider.tsx'

export { StateProvider }
export type { StateProviderOptions }

/** The `Builder:StateProvider` block (gen-1): extra state and context for its children. */
export const stateProviderBlock = defineBlock<StateProviderOptions>({
  name: 'Builder:StateProvider',
  component: StateProvider,
  canHaveChildren: true,
})
