import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { FormOptions } from './form.tsx'

/** What every `Form:Form` definition shares (the built-in one and `createFormBlock`'s). */
export const FORM_BLOCK_INFO = {
  name: 'Form:Form',
  noWrap: true,
  canHaveChildren: true,
} as const

/** The `Form:Form` block: a form that submits by email or to its own action. */
export const formBlock = defineBlock<FormOptions>({
  ...FORM_BLOCK_INFO,
  component: builtInComponent<FormOptions>('Form:Form'),
})
