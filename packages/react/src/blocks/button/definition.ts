import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { ButtonOptions } from './button.tsx'

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = defineBlock<ButtonOptions>({
  name: 'Core:Button',
  component: builtInComponent<ButtonOptions>('Core:Button'),
  renderHtml: builtInHtml('Core:Button'),
  noErrorBoundary: true,
  noWrap: true,
})
