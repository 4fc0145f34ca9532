import type { BlockDefinition } from '../../types.ts'
import { formBlock } from './form/definition.ts'
import { inputBlock } from './input/definition.ts'
import { labelBlock } from './label/definition.ts'
import { selectBlock } from './select/definition.ts'
import { submitButtonBlock } from './submit-button/definition.ts'
import { textAreaBlock } from './text-area/definition.ts'

/** Every form block, Form:Form first. */
export const FORM_BLOCKS: readonly BlockDefinition[] = [
  formBlock,
  inputBlock,
  selectBlock,
  textAreaBlock,
  labelBlock,
  submitButtonBlock,
]
