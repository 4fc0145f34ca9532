import { defineBlock } from '../../registry/define-block.ts'
import { Slot } from './slot.tsx'
import type { SlotOptions } from './slot.tsx'

export { Slot }
export type { SlotOptions }

/** The `Slot` block: the place in a symbol where each instance's own blocks go. */
export const slotBlock = defineBlock<SlotOptions>({
  name: 'Slot',
  component: Slot,
})
