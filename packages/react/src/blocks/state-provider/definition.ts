import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { StateProviderOptions } from './state-provider.tsx'

/** The `Builder:StateProvider` block (gen-1): extra state and context for its children. */
export const stateProviderBlock = defineBlock<StateProviderOptions>({
  name: 'Builder:StateProvider',
  component: builtInComponent<StateProviderOptions>('Builder:StateProvider'),
  canHaveChildren: true,
})
