import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Core:Router` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const routerInfo: ComponentInfo = {
  name: 'Core:Router',
  hideFromInsertMenu: true,
  inputs: [
    { name: 'model', type: 'string', defaultValue: 'page', advanced: true },
    { name: 'handleRouting', type: 'boolean', defaultValue: true, advanced: true },
    { name: 'preloadOnHover', type: 'boolean', defaultValue: true, advanced: true },
    { name: 'onRoute', type: 'function', hideFromUI: true },
  ],
}
