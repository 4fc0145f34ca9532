import { Label } from './label.tsx'
import type { LabelOptions } from './label.tsx'

export { Label }
export type { LabelOptions }
export { labelBlock } from './definition.ts'
