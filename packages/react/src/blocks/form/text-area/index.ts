import { TextArea } from './text-area.tsx'
import type { TextAreaOptions } from './text-area.tsx'

export { TextArea }
export type { TextAreaOptions }
export { textAreaBlock } from './definition.ts'
