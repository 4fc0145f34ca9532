import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Symbol` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const symbolInfo: ComponentInfo = {
  name: 'Symbol',
  inputs: [
    { name: 'symbol', type: 'uiSymbol' },
    { name: 'dataOnly', type: 'boolean', hideFromUI: true },
    { name: 'inheritState', type: 'boolean', hideFromUI: true },
    { name: 'renderToLiquid', type: 'boolean', hideFromUI: true },
    { name: 'useChildren', type: 'boolean', hideFromUI: true },
  ],
}
