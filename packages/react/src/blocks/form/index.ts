/**
 * The form blocks: Form:Form and its fields.
 * @module
 */
export * from './form/index.ts'
export * from './input/index.ts'
export * from './label/index.ts'
export * from './select/index.ts'
export * from './submit-button/index.ts'
export * from './text-area/index.ts'
export { FORM_BLOCKS } from './definitions.ts'
