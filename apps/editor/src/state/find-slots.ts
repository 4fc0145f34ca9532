import type { JsonObject } from './doc-types.ts'

/** `@type` of a Builder block. */
export const ELEMENT_TYPE = '@builder.io/sdk:Element'

/** Whether a value is a Builder block (an object with the element `@type`). */
export function isBlock(value: unknown): value is JsonObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (value as JsonObject)['@type'] === ELEMENT_TYPE
  )
}

/** A list of child blocks found in a block's JSON. */
export interface FoundSlot {
  path: string[]
  blocks: JsonObject[]
}

function walkOptions(value: unknown, path: string[], found: FoundSlot[]): void {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isBlock)) {
      found.push({ path, blocks: value as JsonObject[] })
      return
    }
    value.forEach((item, index) => walkOptions(item, [...path, String(index)], found))
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, child] of Object.entries(value)) {
    // A Symbol's content is its own entry, edited on its own: not a slot of this page.
    if (path.length === 2 && key === 'symbol') continue
    walkOptions(child, [...path, key], found)
  }
}

/**
 * The lists of child blocks a block holds directly: `children`, and every non-empty list of
 * blocks inside `component.options` (a column's `blocks`, a tab's `content`…), not looking into
 * the blocks themselves nor into a Symbol's content. An empty list inside the options is not
 * known to hold blocks until one is put there.
 */
export function findSlots(block: JsonObject): FoundSlot[] {
  const found: FoundSlot[] = []
  if (Array.isArray(block.children)) {
    found.push({ path: ['children'], blocks: block.children.filter(isBlock) })
  }
  const component = block.component
  if (typeof component === 'object' && component !== null) {
    const options = (component as JsonObject).options
    walkOptions(options, ['component', 'options'], found)
  }
  return found
}
