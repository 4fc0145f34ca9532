import { ELEMENT_TYPE } from '../constants.ts'
import type { Block } from '../types/block.ts'

/** Whether a value is a block of content JSON (`@type` `@builder.io/sdk:Element`). */
export function isBlock(value: unknown): value is Block {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { '@type'?: unknown })['@type'] === ELEMENT_TYPE
  )
}
