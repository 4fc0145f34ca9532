import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Builder:RawText` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const rawTextInfo: ComponentInfo = {
  name: 'Builder:RawText',
  hideFromInsertMenu: true,
  inputs: [{ name: 'text', type: 'longText', bubble: true }],
}
