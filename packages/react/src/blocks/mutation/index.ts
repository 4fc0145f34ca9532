import { Mutation } from './mutation.tsx'
import type { MutationOptions } from './mutation.tsx'

export { Mutation }
export { MUTATION_TARGET_TIMEOUT_MS } from './use-mutation-mount.ts'
export type { MutationOptions }
export { mutationBlock } from './definition.ts'
