import { StateProvider } from './state-provider.tsx'
import type { StateProviderOptions } from './state-provider.tsx'

export { StateProvider }
export type { StateProviderOptions }
export { stateProviderBlock } from './definition.ts'
