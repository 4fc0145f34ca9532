import type { ComponentInfo } from '@tessera/react'
import { ELEMENT_TYPE } from '../state/find-slots.ts'
import type { JsonObject } from '../state/doc-types.ts'

/** A block the author can insert: a built-in, a component the site registered, or a symbol. */
export interface BlockTemplate {
  /** Names the template: `component.name`, or `Symbol:<entry id>` for a symbol. */
  name: string
  label: string
  /** Where it comes from, for grouping in the palette. */
  group: 'Blocks' | 'Widgets' | 'Site components' | 'Symbols'
  info: ComponentInfo
}

const WIDGETS = new Set([
  'Builder:Accordion',
  'Builder:Tabs',
  'Builder:Carousel',
  'Builder:Masonry',
])

/** `Core:Button` → `Button`; a friendly name wins. */
export function labelOf(info: ComponentInfo): string {
  return info.friendlyName ?? info.name.replace(/^(Core|Builder|Form):/, '')
}

/** The templates of the built-in blocks shown in the insert menu. */
export function builtInTemplates(infos: readonly ComponentInfo[]): BlockTemplate[] {
  return infos
    .filter((info) => !(info as { hideFromInsertMenu?: boolean }).hideFromInsertMenu)
    .map((info) => ({
      name: info.name,
      label: labelOf(info),
      group: WIDGETS.has(info.name) ? 'Widgets' : 'Blocks',
      info,
    }))
}

/**
 * A new block of a component: its inputs' default values as options, its default styles as
 * large-screen styles, its default children; every id (its own and its children's) made by
 * `newId`.
 */
export function blockFromTemplate(info: ComponentInfo, newId: () => string): JsonObject {
  const options: JsonObject = {}
  for (const input of info.inputs ?? []) {
    if (input.defaultValue !== undefined) options[input.name] = structuredClone(input.defaultValue)
  }
  const block: JsonObject = {
    '@type': ELEMENT_TYPE,
    id: newId(),
    component: { name: info.name, options },
  }
  if (info.defaultStyles) block.responsiveStyles = { large: { ...info.defaultStyles } }
  if (info.defaultChildren)
    block.children = info.defaultChildren.map((child) =>
      withNewIds(child as unknown as JsonObject, newId),
    )
  return block
}

/** A copy of a block tree with new ids everywhere (paste, duplicate, templates). */
export function withNewIds(block: JsonObject, newId: () => string): JsonObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value !== 'object' || value === null) return value
    const copy: JsonObject = {}
    for (const [key, child] of Object.entries(value)) copy[key] = walk(child)
    if (copy['@type'] === ELEMENT_TYPE) copy.id = newId()
    return copy
  }
  return walk(block) as JsonObject
}
