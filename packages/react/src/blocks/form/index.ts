/**
 * The form blocks: Form:Form and its fields.
 * @module
 */
import type { BlockDefinition } from '../../types.ts'
import { formBlock } from './form/index.ts'
import { inputBlock } from './input/index.ts'
import { labelBlock } from './label/index.ts'
import { selectBlock } from './select/index.ts'
import { submitButtonBlock } from './submit-button/index.ts'
import { textAreaBlock } from './text-area/index.ts'

export * from './form/index.ts'
export * from './input/index.ts'
export * from './label/index.ts'
export * from './select/index.ts'
export * from './submit-button/index.ts'
export * from './text-area/index.ts'

/** Every form block, Form:Form first. */
export const FORM_BLOCKS: readonly BlockDefinition[] = [
  formBlock,
  inputBlock,
  selectBlock,
  textAreaBlock,
  labelBlock,
  submitButtonBlock,
]
