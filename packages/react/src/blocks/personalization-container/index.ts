import { PersonalizationContainer } from './personalization-container.tsx'
import type { PersonalizationContainerOptions } from './personalization-container.tsx'

export { PersonalizationContainer }
export type { PersonalizationContainerOptions }
export { personalizationContainerBlock } from './definition.ts'
export { chooseVariant } from './choose-variant.ts'
export type { ChosenBlocks, PersonalizationVariant } from './choose-variant.ts'
