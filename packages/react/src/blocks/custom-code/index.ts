import { CustomCode } from './custom-code.tsx'
import type { CustomCodeOptions } from './custom-code.tsx'

export { CustomCode }
export type { CustomCodeOptions }
export { customCodeBlock } from './definition.ts'
