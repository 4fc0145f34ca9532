import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { PersonalizationContainerOptions } from './personalization-container.tsx'

/** The `PersonalizationContainer` block: the variant of its blocks the visitor's attributes match. */
export const personalizationContainerBlock = defineBlock<PersonalizationContainerOptions>({
  name: 'PersonalizationContainer',
  noWrap: true,
  canHaveChildren: true,
  component: builtInComponent<PersonalizationContainerOptions>('PersonalizationContainer'),
})
