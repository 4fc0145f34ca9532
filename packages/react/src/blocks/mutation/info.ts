import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Builder:Mutation` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const mutationInfo: ComponentInfo = {
  name: 'Builder:Mutation',
  hideFromInsertMenu: true,
  inputs: [
    { name: 'type', type: 'string', defaultValue: 'replace', enum: ['replace', 'afterEnd'] },
    { name: 'selector', type: 'string', required: true },
  ],
}
