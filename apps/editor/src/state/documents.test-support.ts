import fc from 'fast-check'
import type { DocumentStore } from './document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from './doc-types.ts'
import type { JsonObject, SlotRef } from './doc-types.ts'
import { ELEMENT_TYPE } from './find-slots.ts'

/** A Text block. */
export function textBlock(id: string, text = 'Hello'): JsonObject {
  return {
    '@type': ELEMENT_TYPE,
    id,
    component: { name: 'Text', options: { text } },
    responsiveStyles: { large: { marginTop: '10px' } },
  }
}

/** A Box with children. */
export function boxBlock(id: string, children: JsonObject[]): JsonObject {
  return { '@type': ELEMENT_TYPE, id, children }
}

/** A Columns block whose columns hold these lists of blocks. */
export function columnsBlock(id: string, columns: JsonObject[][]): JsonObject {
  return {
    '@type': ELEMENT_TYPE,
    id,
    component: { name: 'Columns', options: { columns: columns.map((blocks) => ({ blocks })) } },
  }
}

/** A page entry with these top-level blocks. */
export function pageEntry(blocks: JsonObject[]): JsonObject {
  return { id: 'page1', name: 'Page', data: { title: 'Title', url: '/p', blocks } }
}

let counter = 0
/** A generator of unique ids for generated blocks. */
export const freshId = (): string => `g${(counter += 1)}`

/** Random block trees (Text, Box with or without children, Columns), ids made fresh on use. */
export const blockTree: fc.Arbitrary<(id: () => string) => JsonObject> = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 5 }).map((text) => (id: () => string) => textBlock(id(), text)),
    fc.constant((id: () => string) => ({ '@type': ELEMENT_TYPE, id: id() })),
    fc.array(tie('tree') as fc.Arbitrary<(id: () => string) => JsonObject>, { maxLength: 3 }).map(
      (kids) => (id: () => string) =>
        boxBlock(
          id(),
          kids.map((make) => make(id)),
        ),
    ),
    fc
      .array(
        fc.array(tie('tree') as fc.Arbitrary<(id: () => string) => JsonObject>, { maxLength: 2 }),
        { minLength: 1, maxLength: 3 },
      )
      .map(
        (columns) => (id: () => string) =>
          columnsBlock(
            id(),
            columns.map((blocks) => blocks.map((make) => make(id))),
          ),
      ),
  ),
})).tree

/** Every block id of a document, in tree order (page first, then each block's lists). */
export function allBlockIds(store: DocumentStore): string[] {
  const ids: string[] = []
  const walk = (slot: SlotRef) => {
    for (const id of store.slotIds(slot)) {
      ids.push(id)
      for (const child of store.slotsOf(id)) walk(child)
    }
  }
  walk({ owner: ROOT, path: ROOT_SLOT_PATH })
  return ids
}
