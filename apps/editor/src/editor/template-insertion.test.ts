import { describe, expect, it } from 'vitest'
import type { BlockTemplate } from '../palette/block-templates.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { Selection } from './selection.ts'
import { templateInsertion } from './template-insertion.ts'

const text: BlockTemplate = {
  name: 'Text',
  label: 'Text',
  group: 'Blocks',
  info: { name: 'Text', inputs: [{ name: 'text', type: 'richText', defaultValue: 'New' }] },
}
const symbol: BlockTemplate = { ...text, name: 'Symbol:s1', label: 'Header', group: 'Symbols' }

function setup() {
  let n = 0
  const store = new DocumentStore(pageEntry([textBlock('a'), textBlock('b')]), () => `n${++n}`)
  const selection = new Selection()
  const said: string[] = []
  const refused: string[] = []
  const insertion = templateInsertion({
    store,
    selection,
    templates: [text, symbol],
    refusal: (name) => (name === symbol.name ? 'Header would contain itself' : undefined),
    refuse: (problem) => refused.push(problem),
    announce: (line) => said.push(line),
  })
  return { store, selection, said, refused, insertion }
}

describe('templateInsertion', () => {
  it('inserts a clicked item after the selected block as one undo step, and selects it', () => {
    const { store, selection, said, insertion } = setup()
    selection.select('a')
    insertion.insert(text)
    const ids = store.slotIds(store.rootSlot())
    expect(ids).toHaveLength(3)
    expect(ids[0]).toBe('a')
    expect(ids[2]).toBe('b')
    expect(selection.primary).toBe(ids[1])
    expect(store.block(ids[1]!)?.json.component).toEqual({ name: 'Text', options: { text: 'New' } })
    expect(said).toEqual(['Text inserted'])
    store.undo()
    expect(store.slotIds(store.rootSlot())).toEqual(['a', 'b'])
  })

  it('inserts a dropped item at its place and answers its id; none for an unknown item', () => {
    const { store, insertion } = setup()
    const id = insertion.insertTemplate('Text', { slot: store.rootSlot(), index: 0 })
    expect(store.slotIds(store.rootSlot())).toEqual([id, 'a', 'b'])
    expect(insertion.insertTemplate('Nope', { slot: store.rootSlot(), index: 0 })).toBeUndefined()
  })

  it('tells why an item is refused, and inserts nothing', () => {
    const { store, said, refused, insertion } = setup()
    insertion.insert(symbol)
    expect(insertion.insertTemplate(symbol.name, { slot: store.rootSlot(), index: 0 })).toBe(
      undefined,
    )
    expect(refused).toEqual(['Header would contain itself', 'Header would contain itself'])
    expect(said).toEqual([])
    expect(store.slotIds(store.rootSlot())).toEqual(['a', 'b'])
  })
})
