import type { ComponentInfo } from '../../types.ts'
import { buttonDefaultStyles } from './button-default-styles.ts'

/**
 * Editor metadata of the `Core:Button` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const buttonInfo: ComponentInfo = {
  name: 'Core:Button',
  inputs: [
    { name: 'text', type: 'text', defaultValue: 'Click me!', bubble: true },
    { name: 'link', type: 'url', bubble: true },
    {
      name: 'openLinkInNewTab',
      type: 'boolean',
      defaultValue: false,
      friendlyName: 'Open link in new tab',
    },
  ],
  defaultStyles: { ...buttonDefaultStyles('#000000'), textAlign: 'center', cursor: 'pointer' },
}
