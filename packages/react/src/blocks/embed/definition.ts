import { componentBlock } from '../built-in-block.ts'

/** The `Embed` block: third-party HTML whose scripts run once, in the browser only. */
export const embedBlock = componentBlock('Embed')
