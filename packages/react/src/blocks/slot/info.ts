import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Slot` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const slotInfo: ComponentInfo = {
  name: 'Slot',
  description: 'Allow child blocks to be inserted into this content when used as a Symbol',
  inputs: [{ name: 'name', type: 'string', required: true, defaultValue: 'children' }],
}
