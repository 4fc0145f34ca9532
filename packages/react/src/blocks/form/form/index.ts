import { defineBlock } from '../../define-block.ts'
import type { BlockDefinition } from '../../../types.ts'
import { FORM_BLOCK_INFO } from './definition.ts'
import { createFormComponent, DEFAULT_SENDING_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from './form.tsx'
import type { FormComponentOptions, FormOptions } from './form.tsx'
import { FORM_SUBMIT_STATES, FormStatusContext, useFormStatus } from './form-status-context.ts'
import type { FormSubmitState } from './form-status-context.ts'
import { DEFAULT_FORM_ERROR_MESSAGE } from './submit-form.ts'

export {
  createFormComponent,
  DEFAULT_FORM_ERROR_MESSAGE,
  DEFAULT_SENDING_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  FORM_SUBMIT_STATES,
  FormStatusContext,
  useFormStatus,
}
export type { FormComponentOptions, FormOptions, FormSubmitState }

/**
 * The `Form:Form` block definition with the given options (`navigate` for `successUrl`);
 * register it under the same name to replace the built-in one.
 * @example
 * const form = createFormBlock({ navigate: (url) => router.push(url) })
 * <Content content={entry} customComponents={[form]} />
 */
export function createFormBlock(options: FormComponentOptions = {}): BlockDefinition {
  return defineBlock<FormOptions>({ ...FORM_BLOCK_INFO, component: createFormComponent(options) })
}

export { Form } from './form-component.ts'
export { formBlock } from './definition.ts'
