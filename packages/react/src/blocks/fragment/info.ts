import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Fragment` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const fragmentInfo: ComponentInfo = {
  name: 'Fragment',
  hideFromInsertMenu: true,
}
