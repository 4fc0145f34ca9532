import { componentBlock } from '../../built-in-block.ts'

/** What every `Form:Form` definition shares (the built-in one and `createFormBlock`'s). */
export const FORM_BLOCK_INFO = {
  name: 'Form:Form',
  noWrap: true,
  canHaveChildren: true,
} as const

/** The `Form:Form` block: a form that submits by email or to its own action. */
export const formBlock = componentBlock('Form:Form', {
  noWrap: FORM_BLOCK_INFO.noWrap,
  canHaveChildren: FORM_BLOCK_INFO.canHaveChildren,
})
