import type { ComponentInfo } from '../../types.ts'

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
  defaultStyles: {
    appearance: 'none',
    paddingTop: '15px',
    paddingBottom: '15px',
    paddingLeft: '25px',
    paddingRight: '25px',
    backgroundColor: '#000000',
    color: 'white',
    borderRadius: '4px',
    textAlign: 'center',
    cursor: 'pointer',
  },
}
