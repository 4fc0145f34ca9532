import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { addShare, rebalance } from './split.ts'
import {
  addVariationOps,
  copyOfGroupData,
  declareWinnerOps,
  deleteVariationOps,
  renameOps,
  splitOps,
  testGroups,
  testState,
  testStatusOps,
  windowOps,
} from './variations.ts'

function splitPage(): JsonObject {
  return {
    ...pageEntry([textBlock('t1', 'Default')]),
    testRatio: 0.5,
    variations: {
      v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { blocks: [textBlock('v-t1', 'B')] } },
    },
  }
}

type Saved = {
  testRatio?: number
  data: { blocks: JsonObject[] }
  variations?: Record<string, { name: string; testRatio: number; data: { blocks: JsonObject[] } }>
  meta?: { splitTest?: Record<string, unknown> }
}
const saved = (store: DocumentStore) => store.toEntry() as Saved

describe('the page split test in the document', () => {
  it('reads the groups, the default first, with shares adding up to 1', () => {
    expect(testGroups(splitPage())).toEqual([
      { id: 'page1', name: 'Default', share: 0.5, isDefault: true, window: {} },
      { id: 'v1', name: 'B', share: 0.5, isDefault: false, window: {} },
    ])
    expect(testGroups(pageEntry([]))).toEqual([
      { id: 'page1', name: 'Default', share: 1, isDefault: true, window: {} },
    ])
    expect(testState(splitPage())).toBe('running')
    expect(testState(pageEntry([]))).toBe('none')
  })

  it('adds a copy of a group with new block ids and an equal share, as the seed stores it', () => {
    const store = new DocumentStore(splitPage())
    const groups = testGroups(store.root())
    const data = copyOfGroupData(store, 'page1')
    store.dispatch(addVariationOps(groups, { id: 'v2', name: 'C', data }, addShare([0.5, 0.5])), {
      label: 'Add',
    })
    const entry = saved(store)
    expect(entry.variations?.v2?.data.blocks[0]?.id).not.toBe('t1')
    expect(entry.variations?.v2?.data.blocks[0]?.component).toEqual(
      textBlock('t1', 'Default').component,
    )
    const ratios = [
      entry.testRatio,
      entry.variations?.v1?.testRatio,
      entry.variations?.v2?.testRatio,
    ]
    expect(ratios).toEqual([0.3334, 0.3333, 0.3333])
    // The seed's rule: the entry's own testRatio is what the variations leave.
    expect(entry.testRatio).toBeCloseTo(1 - 0.3333 - 0.3333, 9)
    store.undo()
    expect(saved(store).variations?.v2).toBeUndefined()
  })

  it('renames, splits, deletes and stops, each one undo step', () => {
    const store = new DocumentStore(splitPage())
    store.dispatch(renameOps('v1', 'Bold'), { label: 'Rename' })
    const groups = testGroups(store.root())
    store.dispatch(splitOps(groups, rebalance([0.5, 0.5], 1, 0.2)), { label: 'Split' })
    expect(saved(store).testRatio).toBe(0.8)
    expect(saved(store).variations?.v1).toMatchObject({ name: 'Bold', testRatio: 0.2 })
    store.dispatch(testStatusOps('stopped'), { label: 'Stop' })
    expect(testState(store.root())).toBe('stopped')
    store.dispatch(deleteVariationOps(groups, 'v1', [1]), { label: 'Delete' })
    expect(saved(store).variations).toEqual({})
    expect(saved(store).testRatio).toBe(1)
    store.undo()
    store.undo()
    expect(testState(store.root())).toBe('running')
  })

  it("declares a variation the winner: its content becomes the default's, the test ends", () => {
    const store = new DocumentStore(splitPage())
    const [, winner] = testGroups(store.root())
    store.dispatch(declareWinnerOps(store.toEntry(), winner!, 1234), { label: 'Winner' })
    const entry = saved(store)
    expect(entry.data.blocks).toEqual([textBlock('v-t1', 'B')])
    expect(entry.variations).toBeUndefined()
    expect(entry.testRatio).toBe(1)
    expect(entry.meta?.splitTest).toEqual({
      status: 'ended',
      winner: 'v1',
      winnerName: 'B',
      endedAt: 1234,
    })
    expect(store.slotIds(store.rootSlot())).toEqual(['v-t1'])
    store.undo()
    expect(saved(store).data.blocks).toEqual([textBlock('t1', 'Default')])
  })

  it('gives a variation a window in its meta, one undo step, and clears an end', () => {
    const store = new DocumentStore(splitPage())
    const [, group] = testGroups(store.root())
    store.dispatch(windowOps(group!, 1000, 5000), { label: 'Dates' })
    expect(store.toEntry().variations).toMatchObject({
      v1: { meta: { startDate: 1000, endDate: 5000 } },
    })
    const [, dated] = testGroups(store.root())
    expect(dated?.window).toEqual({ start: 1000, end: 5000 })
    expect(windowOps(dated!, 1000, 5000)).toEqual([])
    store.dispatch(windowOps(dated!, 1000, undefined), { label: 'No end' })
    expect(testGroups(store.root())[1]?.window).toEqual({ start: 1000 })
    store.undo()
    store.undo()
    expect(testGroups(store.root())[1]?.window).toEqual({})
  })
})
