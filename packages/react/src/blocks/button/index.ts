import { defineBlock } from '../../registry/define-block.ts'
import { buttonHtml } from './button-html.ts'
import { Button } from './button.tsx'
import type { ButtonOptions } from './button.tsx'

export { Button }
export type { ButtonOptions }

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = defineBlock<ButtonOptions>({
  name: 'Core:Button',
  component: Button,
  renderHtml: buttonHtml,
  noErrorBoundary: true,
  noWrap: true,
})
