import { Button } from './button.tsx'
import type { ButtonOptions } from './button.tsx'

export { Button }
export type { ButtonOptions }
export { buttonBlock } from './definition.ts'
