import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DocIndex } from './doc-index.ts'
import { DocumentStore } from './document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from './doc-types.ts'
import type { JsonObject, Operation, SlotRef } from './doc-types.ts'
import { InvalidOperationError } from './json-path.ts'
import { allBlockIds, blockTree, freshId, pageEntry } from './documents.test-support.ts'

/** What an operation is built from: numbers that pick targets in the document of the moment. */
const opSeed = fc.record({
  kind: fc.integer({ min: 0, max: 3 }),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
  tree: blockTree,
})

type Seed = typeof opSeed extends fc.Arbitrary<infer T> ? T : never

const SET_PATHS: string[][] = [
  ['component', 'options', 'text'],
  ['responsiveStyles', 'large', 'color'],
  ['responsiveStyles', 'medium'],
  ['name'],
  ['children'],
  ['component', 'options', 'columns'],
  ['component', 'options', 'columns', '0', 'width'],
]
const ROOT_PATHS: string[][] = [['data', 'title'], ['name'], ['data', 'blocks'], ['data', 'url']]

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length]
}

/** Slots that exist plus places a block could start a list (a Box's children, an empty column). */
function candidateSlots(store: DocumentStore, ids: string[]): SlotRef[] {
  const slots: SlotRef[] = [{ owner: ROOT, path: ROOT_SLOT_PATH }]
  for (const id of ids) {
    slots.push(...store.slotsOf(id), { owner: id, path: 'children' })
    slots.push({ owner: id, path: 'component.options.columns.1.blocks' })
  }
  return slots
}

function buildOp(store: DocumentStore, seed: Seed, ids: string[]): Operation | undefined {
  const json = store.toEntry() as JsonObject
  void json
  const slots = candidateSlots(store, ids)
  const replaceBlocks = (value: unknown) => (seed.b % 3 === 0 ? [seed.tree(freshId)] : value)
  switch (seed.kind) {
    case 0: {
      const target = pick([ROOT, ...ids], seed.a) as string
      const path = pick(target === ROOT ? ROOT_PATHS : SET_PATHS, seed.b) as string[]
      const blocky = path.at(-1) === 'children' || path.at(-1) === 'blocks'
      return { type: 'set', target, path, value: blocky ? replaceBlocks(seed.value) : seed.value }
    }
    case 1: {
      const slot = pick(slots, seed.a) as SlotRef
      return {
        type: 'insert',
        slot,
        index: seed.c % (store.slotIds(slot).length + 1),
        block: seed.tree(freshId),
      }
    }
    case 2: {
      const id = pick(ids, seed.a)
      return id === undefined ? undefined : { type: 'remove', id }
    }
    default: {
      const id = pick(ids, seed.a)
      const to = pick(slots, seed.b) as SlotRef
      if (id === undefined) return undefined
      const size = store.slotIds(to).length
      return { type: 'move', id, to, index: seed.c % (size + 1) }
    }
  }
}

describe('document operations (property)', () => {
  it('undoing any sequence gives back the document exactly, and redoing gives the edited one', () => {
    fc.assert(
      fc.property(
        fc.array(blockTree, { maxLength: 4 }),
        fc.array(opSeed, { minLength: 1, maxLength: 25 }),
        (trees, seeds) => {
          const entry = pageEntry(trees.map((make) => make(freshId)))
          const original = structuredClone(entry)
          const store = new DocumentStore(entry, freshId)
          expect(store.toEntry()).toEqual(original)
          let applied = 0
          for (const seed of seeds) {
            const op = buildOp(store, seed, allBlockIds(store))
            if (!op) continue
            try {
              store.dispatch([op], { label: op.type })
              applied += 1
            } catch (error) {
              if (!(error instanceof InvalidOperationError)) throw error
            }
            // The index always matches a fresh index of the same JSON.
            expect(DocIndex.fromEntry(store.toEntry()).toEntry()).toEqual(store.toEntry())
          }
          const edited = store.toEntry()
          for (let step = 0; step < applied; step += 1) expect(store.undo()).toBe(true)
          expect(store.canUndo).toBe(false)
          expect(store.toEntry()).toEqual(original)
          for (let step = 0; step < applied; step += 1) expect(store.redo()).toBe(true)
          expect(store.toEntry()).toEqual(edited)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
