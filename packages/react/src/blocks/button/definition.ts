import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { buttonHtml } from './button-html.ts'
import type { ButtonOptions } from './button.tsx'

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = defineBlock<ButtonOptions>({
  name: 'Core:Button',
  component: builtInComponent<ButtonOptions>('Core:Button'),
  renderHtml: buttonHtml,
  noErrorBoundary: true,
  noWrap: true,
})
