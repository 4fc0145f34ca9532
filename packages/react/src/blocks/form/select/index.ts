import { Select } from './select.tsx'
import type { SelectChoice, SelectOptions } from './select.tsx'

export { Select }
export type { SelectChoice, SelectOptions }
export { selectBlock } from './definition.ts'
