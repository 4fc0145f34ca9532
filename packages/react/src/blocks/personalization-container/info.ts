import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `PersonalizationContainer` block (Builder gen-2's inputs): not needed
 * to render, so kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const personalizationContainerInfo: ComponentInfo = {
  name: 'PersonalizationContainer',
  friendlyName: 'Personalization',
  description: 'Shows the variant of its blocks whose targeting the visitor matches',
  inputs: [
    {
      name: 'variants',
      type: 'list',
      defaultValue: [],
      behavior: 'personalizationVariantList',
      subFields: [
        { name: 'name', type: 'text' },
        { name: 'query', friendlyName: 'Targeting rules', type: 'BuilderQuery', defaultValue: [] },
        { name: 'startDate', type: 'date' },
        { name: 'endDate', type: 'date' },
        { name: 'blocks', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
      ],
    },
  ],
}
