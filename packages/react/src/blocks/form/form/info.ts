import type { ComponentInfo } from '../../../types.ts'
import { DEFAULT_SENDING_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from './form.tsx'
import { FORM_SUBMIT_STATES } from './form-status-context.ts'

const textBlock = (id: string, text: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text } },
})

/**
 * Editor metadata of the `Form:Form` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const formInfo: ComponentInfo = {
  name: 'Form:Form',
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
}
