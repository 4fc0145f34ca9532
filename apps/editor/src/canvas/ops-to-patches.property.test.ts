import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
// The site's own patch applier: what the canvas does with the messages.
import { applyPatchUpdates } from '../../../../packages/react/src/editing/apply-patches.ts'
import { DocumentStore } from '../state/document-store.ts'
import type { DocumentChange } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import type { JsonObject, Operation, SlotRef } from '../state/doc-types.ts'
import { InvalidOperationError } from '../state/json-path.ts'
import { allBlockIds, blockTree, freshId, pageEntry } from '../state/documents.test-support.ts'
import { opsToCanvasUpdate } from './ops-to-patches.ts'

const seed = fc.record({
  kind: fc.integer({ min: 0, max: 3 }),
  a: fc.nat(),
  b: fc.nat(),
  tree: blockTree,
  text: fc.string(),
})

describe('opsToCanvasUpdate (property)', () => {
  it('patches the canvas copy into exactly the edited document', () => {
    fc.assert(
      fc.property(
        fc.array(blockTree, { maxLength: 3 }),
        fc.array(seed, { minLength: 1, maxLength: 15 }),
        (trees, seeds) => {
          const store = new DocumentStore(pageEntry(trees.map((make) => make(freshId))), freshId)
          let canvas = store.toEntry()
          const changes: DocumentChange[] = []
          store.onChange((change) => changes.push(change))
          const apply = () => {
            for (const change of changes.splice(0)) {
              const update = opsToCanvasUpdate(store, 'page1', change.steps)
              canvas =
                update.kind === 'content'
                  ? store.toEntry()
                  : (applyPatchUpdates(canvas as never, update.data, (id, error) => {
                      throw new Error(`refused ${id}: ${String(error)}`)
                    }) as unknown as JsonObject)
            }
            expect(canvas).toEqual(store.toEntry())
          }
          for (const { kind, a, b, tree, text } of seeds) {
            const ids = allBlockIds(store)
            const slots: SlotRef[] = [
              { owner: ROOT, path: ROOT_SLOT_PATH },
              ...ids.flatMap((id) => [...store.slotsOf(id), { owner: id, path: 'children' }]),
            ]
            const id = ids[a % Math.max(1, ids.length)]
            const slot = slots[b % slots.length] as SlotRef
            const op: Operation | undefined =
              kind === 0 && id
                ? { type: 'set', target: id, path: ['component', 'options', 'text'], value: text }
                : kind === 1
                  ? { type: 'insert', slot, index: 0, block: tree(freshId) }
                  : kind === 2 && id
                    ? { type: 'remove', id }
                    : id
                      ? { type: 'move', id, to: slot, index: 0 }
                      : undefined
            if (!op) continue
            try {
              store.dispatch([op], { label: op.type })
            } catch (error) {
              if (!(error instanceof InvalidOperationError)) throw error
            }
            apply()
            if (b % 4 === 0 && store.canUndo) {
              store.undo()
              apply()
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
