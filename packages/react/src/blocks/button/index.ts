import { defineBlock } from '../../registry/define-block.ts'
import { Button } from './button.tsx'
import type { ButtonOptions } from './button.tsx'

export { Button }
export type { ButtonOptions }

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = defineBlock<ButtonOptions>({
  name: 'Core:Button',
  component: Button,
  noErrorBoundary: true,
  noWrap: true,
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
})
