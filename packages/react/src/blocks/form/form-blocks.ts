/**
 * The components of the form blocks, together: one chunk in browser builds (a form's fields
 * come with their form).
 * @module
 */
export { Form } from './form/form-component.ts'
export { Input } from './input/input.tsx'
export { Label } from './label/label.tsx'
export { Select } from './select/select.tsx'
export { SubmitButton } from './submit-button/submit-button.tsx'
export { TextArea } from './text-area/text-area.tsx'
