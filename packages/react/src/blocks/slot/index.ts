import { Slot } from './slot.tsx'
import type { SlotOptions } from './slot.tsx'

export { Slot }
export type { SlotOptions }
export { slotBlock } from './definition.ts'
