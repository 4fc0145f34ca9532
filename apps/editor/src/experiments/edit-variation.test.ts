import { describe, expect, it } from 'vitest'
import { testBridge } from '../canvas/bridge.test-support.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import type { JsonObject } from '../state/doc-types.ts'

function splitPage(): JsonObject {
  return {
    ...pageEntry([textBlock('t1', 'Default')]),
    testRatio: 0.5,
    variations: {
      v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { blocks: [textBlock('v-t1', 'B')] } },
    },
  }
}

const textOf = (store: DocumentStore, id: string) =>
  (store.block(id)?.json.component as { options: { text: string } }).options.text

describe('editing a variation on the same document', () => {
  it("edits the variation's blocks in place, the saved entry whole, each group its own undo", () => {
    const store = new DocumentStore(splitPage())
    const edit = (id: string, text: string) =>
      store.dispatch(
        [{ type: 'set', target: id, path: ['component', 'options', 'text'], value: text }],
        {
          label: 'Edit',
        },
      )
    edit('t1', 'Default edited')
    store.editVariation('v1')
    expect(store.editedVariation()).toBe('v1')
    expect(store.slotIds(store.rootSlot())).toEqual(['v-t1'])
    expect(store.block('t1')).toBeUndefined()
    edit('v-t1', 'B edited')
    const entry = store.toEntry() as {
      data: { blocks: JsonObject[] }
      variations: { v1: { data: { blocks: JsonObject[] }; name: string } }
    }
    expect(entry.data.blocks).toEqual([textBlock('t1', 'Default edited')])
    expect(entry.variations.v1.data.blocks).toEqual([textBlock('v-t1', 'B edited')])
    expect(entry.variations.v1.name).toBe('B')

    // Undo in the variation undoes its edit; back on the default, its own history.
    expect(store.undo()).toBe(true)
    expect(textOf(store, 'v-t1')).toBe('B')
    expect(store.undo()).toBe(false)
    store.editVariation(undefined)
    expect(textOf(store, 't1')).toBe('Default edited')
    expect(store.undo()).toBe(true)
    expect(textOf(store, 't1')).toBe('Default')
    store.editVariation('v1')
    expect(store.redo()).toBe(true)
    expect(textOf(store, 'v-t1')).toBe('B edited')
  })

  it('inserts at the top level of the variation and reindexes when the page fields change', () => {
    const store = new DocumentStore(splitPage())
    store.editVariation('v1')
    store.dispatch(
      [{ type: 'insert', slot: store.rootSlot(), index: 1, block: textBlock('v-t2') }],
      {
        label: 'Insert',
      },
    )
    store.dispatch([{ type: 'set', target: '', path: ['variations', 'v1', 'name'], value: 'C' }], {
      label: 'Rename',
    })
    const entry = store.toEntry() as {
      variations: { v1: { name: string; data: { blocks: JsonObject[] } } }
    }
    expect(entry.variations.v1.name).toBe('C')
    expect(entry.variations.v1.data.blocks.map((block) => block.id)).toEqual(['v-t1', 'v-t2'])
  })

  it('goes back to the default when a reload no longer has the variation', () => {
    const store = new DocumentStore(splitPage())
    store.editVariation('v1')
    store.load(pageEntry([textBlock('t9')]))
    expect(store.editedVariation()).toBeUndefined()
    expect(store.slotIds(store.rootSlot())).toEqual(['t9'])
  })

  it('tells the frame which group it shows before each whole content', () => {
    const store = new DocumentStore(splitPage())
    const { posted, hello } = testBridge(store)
    hello()
    store.editVariation('v1')
    const messages = posted.map((item) => item.message)
    expect(messages.map((message) => message.type)).toEqual([
      'builder.overrideTestGroup',
      'builder.contentUpdate',
      'builder.overrideTestGroup',
      'builder.contentUpdate',
    ])
    expect(messages[0]?.data).toEqual({ contentId: 'page1', variationId: 'page1' })
    expect(messages[2]?.data).toEqual({ contentId: 'page1', variationId: 'v1' })
  })

  it('sends no group for a page without variations', () => {
    const store = new DocumentStore(pageEntry([textBlock('t1')]))
    const { postedTypes, hello } = testBridge(store)
    hello()
    expect(postedTypes()).toEqual(['builder.contentUpdate'])
  })
})
