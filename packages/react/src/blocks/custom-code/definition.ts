import { componentBlock } from '../built-in-block.ts'

/** The `Custom Code` block: the author's HTML, whose scripts run once, in the browser only. */
export const customCodeBlock = componentBlock('Custom Code')
