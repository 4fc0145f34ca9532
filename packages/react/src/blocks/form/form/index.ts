import { defineBlock } from '../../../registry/define-block.ts'
import type { BlockDefinition } from '../../../types.ts'
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

const textBlock = (id: string, text: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text } },
})

/**
 * The `Form:Form` block definition with the given options (`navigate` for `successUrl`);
 * register it under the same name to replace the built-in one.
 * @example
 * const form = createFormBlock({ navigate: (url) => router.push(url) })
 * <Content content={entry} customComponents={[form]} />
 */
export function createFormBlock(options: FormComponentOptions = {}): BlockDefinition {
  return formDefinition(createFormComponent(options))
}

/** The Form:Form component (navigation with `location.href`). */
export const Form = createFormComponent()

function formDefinition(component: typeof Form): BlockDefinition {
  return defineBlock<FormOptions>({
    name: 'Form:Form',
    component,
    noWrap: true,
    canHaveChildren: true,
    defaultStyles: { marginTop: '15px', paddingBottom: '15px' },
    inputs: [
      {
        name: 'sendSubmissionsTo',
        type: 'string',
        enum: [
          { label: 'Send to email', value: 'email' },
          { label: 'Custom', value: 'custom' },
        ],
        defaultValue: 'email',
      },
      { name: 'sendSubmissionsToEmail', type: 'string', defaultValue: 'your@email.com' },
      { name: 'sendWithJs', type: 'boolean', defaultValue: true, advanced: true },
      { name: 'name', type: 'string', defaultValue: 'My form' },
      { name: 'action', type: 'string', helperText: 'URL to send the form data to' },
      {
        name: 'contentType',
        type: 'string',
        defaultValue: 'application/json',
        advanced: true,
        enum: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
      },
      { name: 'method', type: 'string', defaultValue: 'POST', advanced: true },
      {
        name: 'previewState',
        type: 'string',
        enum: [...FORM_SUBMIT_STATES],
        defaultValue: 'unsubmitted',
      },
      { name: 'successUrl', type: 'url', helperText: 'Where to go after a successful submission' },
      { name: 'resetFormOnSubmit', type: 'boolean', advanced: true },
      {
        name: 'successMessage',
        type: 'uiBlocks',
        hideFromUI: true,
        defaultValue: [textBlock('form-success', `<span>${DEFAULT_SUCCESS_MESSAGE}</span>`)],
      },
      { name: 'validate', type: 'boolean', defaultValue: true, advanced: true },
      { name: 'errorMessagePath', type: 'text', advanced: true },
      {
        name: 'errorMessage',
        type: 'uiBlocks',
        hideFromUI: true,
        defaultValue: [textBlock('form-error', '<span>{{state.formErrorMessage}}</span>')],
      },
      {
        name: 'sendingMessage',
        type: 'uiBlocks',
        hideFromUI: true,
        defaultValue: [textBlock('form-sending', `<span>${DEFAULT_SENDING_MESSAGE}</span>`)],
      },
      { name: 'customHeaders', type: 'map', valueType: { type: 'string' }, advanced: true },
    ],
  })
}

/** The `Form:Form` block: a form that submits by email or to its own action. */
export const formBlock = formDefinition(Form)
