import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Builder:StateProvider` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const stateProviderInfo: ComponentInfo = {
  name: 'Builder:StateProvider',
  hideFromInsertMenu: true,
  inputs: [
    { name: 'state', type: 'object', hideFromUI: true },
    { name: 'context', type: 'object', hideFromUI: true },
  ],
}
