import { componentBlock } from '../built-in-block.ts'

/** The `Slot` block: the place in a symbol where each instance's own blocks go. */
export const slotBlock = componentBlock('Slot')
