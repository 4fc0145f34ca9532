import { FORM_INPUT_TYPES, Input } from './input.tsx'
import type { InputOptions } from './input.tsx'

export { FORM_INPUT_TYPES, Input }
export type { InputOptions }
export { inputBlock } from './definition.ts'
