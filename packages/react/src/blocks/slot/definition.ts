import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { SlotOptions } from './slot.tsx'

/** The `Slot` block: the place in a symbol where each instance's own blocks go. */
export const slotBlock = defineBlock<SlotOptions>({
  name: 'Slot',
  component: builtInComponent<SlotOptions>('Slot'),
})
