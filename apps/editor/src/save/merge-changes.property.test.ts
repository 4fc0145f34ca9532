import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
// The service's merge of two saves: what the editor's merge on a 409 must agree with.
import { mergeEntries } from '../../../../packages/server/src/write/merge-entries.ts'
import { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import type { JsonObject, Operation, SlotRef } from '../state/doc-types.ts'
import { InvalidOperationError } from '../state/json-path.ts'
import { boxBlock, columnsBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { mergeChanges } from './merge-changes.ts'

const base = pageEntry([
  textBlock('a', 'A'),
  textBlock('b#1', 'B'),
  boxBlock('box', [textBlock('c', 'C'), textBlock('d', 'D')]),
  columnsBlock('cols', [[textBlock('e', 'E')], [textBlock('f', 'F'), textBlock('g', 'G')]]),
])
const ids = ['a', 'b#1', 'box', 'c', 'd', 'cols', 'e', 'f', 'g']
const slots: SlotRef[] = [
  { owner: ROOT, path: ROOT_SLOT_PATH },
  { owner: 'box', path: 'children' },
  { owner: 'cols', path: 'component.options.columns.0.blocks' },
  { owner: 'cols', path: 'component.options.columns.1.blocks' },
]
const op = fc.oneof(
  fc.record({ type: fc.constant('set'), id: fc.constantFrom(...ids), text: fc.string() }),
  fc.record({ type: fc.constant('remove'), id: fc.constantFrom(...ids) }),
  fc.record({
    type: fc.constant('move'),
    id: fc.constantFrom(...ids),
    slot: fc.nat(3),
    at: fc.nat(4),
  }),
  fc.record({ type: fc.constant('insert'), slot: fc.nat(3), at: fc.nat(4) }),
)
type Seed = typeof op extends fc.Arbitrary<infer T> ? T : never

/** `base` after the seeds' operations that apply (new blocks named `side` and a number). */
function edit(side: string, seeds: Seed[]): { entry: JsonObject; ops: Operation[] } {
  const store = new DocumentStore(structuredClone(base))
  const ops: Operation[] = []
  seeds.forEach((seed, n) => {
    const made: Operation =
      seed.type === 'set'
        ? { type: 'set', target: seed.id, path: ['component', 'options', 'text'], value: seed.text }
        : seed.type === 'remove'
          ? seed
          : seed.type === 'move'
            ? { type: 'move', id: seed.id, to: slots[seed.slot]!, index: seed.at }
            : {
                type: 'insert',
                slot: slots[seed.slot]!,
                index: seed.at,
                block: textBlock(`${side}${n}`),
              }
    try {
      store.dispatch([made], { label: side })
      ops.push(made)
    } catch (error) {
      if (!(error instanceof InvalidOperationError)) throw error
    }
  })
  return { entry: store.toEntry(), ops }
}

describe('mergeChanges (property)', () => {
  it('merges as the service does whenever both merge, its operations making the entry', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 4 }), fc.array(op, { maxLength: 4 }), (m, t) => {
        const mine = edit('m', m)
        const theirs = edit('t', t)
        const editor = mergeChanges({ base, theirs: theirs.entry, ops: mine.ops })
        const service = mergeEntries(base, theirs.entry, mine.entry)
        if (editor.kind !== 'merged') return
        const store = new DocumentStore(structuredClone(theirs.entry))
        store.dispatch(editor.ops, { label: 'merge' })
        expect(store.toEntry()).toEqual(editor.entry)
        if (service.kind === 'merged') expect(editor.entry).toEqual(service.entry)
      }),
      { numRuns: 500 },
    )
  })
})
