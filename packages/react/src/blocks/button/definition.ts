import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { ButtonOptions } from './button.ts'

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = defineBlock<ButtonOptions>({
  name: 'Core:Button',
  component: builtInComponent<ButtonOptions>('Core:Button'),
  renderHtml: builtInHtml('Core:Button'),
  noErrorBoundary: true,
  noWrap: true,
})
