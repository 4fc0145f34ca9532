import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flattenEntry, unflattenEntry } from './flat-entry.ts'
import { mergeEntries } from './merge-entries.ts'
import type { JsonObject } from './merge-patch.ts'

const ELEMENT = '@builder.io/sdk:Element'

const text = (id: string, value: string, extra: JsonObject = {}): JsonObject => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: value } },
  responsiveStyles: { large: { color: 'black' } },
  ...extra,
})

const page = (blocks: JsonObject[], extra: JsonObject = {}): JsonObject => ({
  id: 'p1',
  name: 'Home',
  data: { title: 'Home', blocks },
  ...extra,
})

const columns = (id: string, left: JsonObject[], right: JsonObject[]): JsonObject => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Columns', options: { columns: [{ blocks: left }, { blocks: right }] } },
})

const base = page([
  text('a', 'A'),
  text('b', 'B'),
  { '@type': ELEMENT, id: 'box', children: [text('c', 'C')] },
  columns('cols', [text('l', 'L')], [text('r', 'R')]),
])

/** A copy of `entry` with the text of block `id` set (wherever it is). */
function withText(entry: JsonObject, id: string, value: string): JsonObject {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (typeof node !== 'object' || node === null) return node
    const copy = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]))
    if (copy.id === id) copy.component = { name: 'Text', options: { text: value } }
    return copy
  }
  return visit(entry) as JsonObject
}

describe('flattenEntry / unflattenEntry', () => {
  it('round-trips an entry with nested blocks, columns and plain lists', () => {
    const entry = page([...((base.data as JsonObject).blocks as JsonObject[])], {
      query: [{ property: 'urlPath', operator: 'is', value: '/' }],
      data: { title: 'T', empty: {}, list: [], blocks: (base.data as JsonObject).blocks },
    })
    expect(unflattenEntry(flattenEntry(entry))).toEqual(entry)
  })

  it('round-trips random JSON without blocks', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (generated) => {
        const entry = JSON.parse(JSON.stringify(generated)) as JsonObject
        expect(unflattenEntry(flattenEntry(entry))).toEqual(entry)
      }),
    )
  })
})

describe('mergeEntries', () => {
  it('keeps both edits of different blocks, at any depth', () => {
    const theirs = withText(withText(base, 'a', 'A by them'), 'l', 'L by them')
    const mine = withText(withText(base, 'c', 'C by me'), 'r', 'R by me')
    const result = mergeEntries(base, theirs, mine)
    expect(result).toEqual({
      kind: 'merged',
      entry: withText(withText(theirs, 'c', 'C by me'), 'r', 'R by me'),
    })
  })

  it('keeps an edit of one property and a style change of another of one block', () => {
    const theirs = withText(base, 'a', 'new')
    const mine = structuredClone(base)
    ;(((mine.data as JsonObject).blocks as JsonObject[])[0] as JsonObject).responsiveStyles = {
      large: { color: 'red' },
    }
    const result = mergeEntries(base, theirs, mine)
    expect(result.kind).toBe('merged')
    const block = ((result as { entry: JsonObject }).entry.data as JsonObject)
      .blocks as JsonObject[]
    expect(block[0]).toEqual(text('a', 'new', { responsiveStyles: { large: { color: 'red' } } }))
  })

  it('is a conflict when both change one property of one block', () => {
    const result = mergeEntries(base, withText(base, 'b', 'theirs'), withText(base, 'b', 'mine'))
    expect(result).toEqual({ kind: 'conflict', ids: ['b'] })
  })

  it('accepts the same change made on both sides', () => {
    const both = withText(base, 'b', 'same')
    expect(mergeEntries(base, both, both)).toEqual({ kind: 'merged', entry: both })
  })

  it('keeps a block inserted by one side and an edit by the other', () => {
    const blocks = (base.data as JsonObject).blocks as JsonObject[]
    const theirs = page([...blocks, text('n', 'New')])
    const mine = withText(base, 'a', 'edited')
    const result = mergeEntries(base, theirs, mine)
    expect(result).toEqual({ kind: 'merged', entry: withText(theirs, 'a', 'edited') })
  })

  it('is a conflict when one side deletes a block the other edits', () => {
    const blocks = (base.data as JsonObject).blocks as JsonObject[]
    const theirs = page(blocks.filter((block) => block.id !== 'a'))
    const result = mergeEntries(base, theirs, withText(base, 'a', 'edited'))
    expect(result).toEqual({ kind: 'conflict', ids: ['a'] })
  })

  it('is a conflict when both move one block to different places', () => {
    const [a, b, box, cols] = (base.data as JsonObject).blocks as JsonObject[]
    const into = (parent: JsonObject, child: JsonObject) => ({
      ...parent,
      children: [...((parent.children as JsonObject[] | undefined) ?? []), child],
    })
    const theirs = page([into(a as JsonObject, b as JsonObject), box, cols] as JsonObject[])
    const mine = page([a, box && into(box, b as JsonObject), cols] as JsonObject[])
    expect(mergeEntries(base, theirs, mine).kind).toBe('conflict')
  })

  it('ignores the fields the service stamps and keeps the latest ones', () => {
    const theirs = { ...withText(base, 'a', 'x'), lastUpdatedBy: 'ann@x.test', meta: { r: 2 } }
    const mine = { ...withText(base, 'b', 'y'), lastUpdatedBy: 'bob@x.test', meta: { r: 1 } }
    const result = mergeEntries(base, theirs, mine)
    expect(result).toEqual({ kind: 'merged', entry: withText(theirs, 'b', 'y') })
  })

  it('is a conflict for blocks without distinct ids (nothing to merge by)', () => {
    const twice = page([text('a', '1'), text('a', '2')])
    expect(mergeEntries(twice, twice, twice)).toEqual({ kind: 'conflict', ids: [] })
  })

  it('merges any edits of disjoint blocks and conflicts on any shared one (property)', () => {
    const ids = ['a', 'b', 'c', 'l', 'r']
    // Edited texts never equal the start ones (single capitals): every edit is a change.
    const value = fc.string().map((text) => `v${text}`)
    const edits = fc.dictionary(fc.constantFrom(...ids), value, { maxKeys: 5 })
    fc.assert(
      fc.property(edits, edits, (theirEdits, myEdits) => {
        const apply = (edits: Record<string, string>) =>
          Object.entries(edits).reduce((entry, [id, value]) => withText(entry, id, value), base)
        const theirs = apply(theirEdits)
        const mine = apply(myEdits)
        const shared = Object.keys(myEdits).filter(
          (id) => id in theirEdits && theirEdits[id] !== myEdits[id],
        )
        const result = mergeEntries(base, theirs, mine)
        if (shared.length > 0) {
          expect(result).toEqual({ kind: 'conflict', ids: shared.sort() })
        } else {
          expect(result).toEqual({ kind: 'merged', entry: apply({ ...theirEdits, ...myEdits }) })
        }
      }),
    )
  })

  it('returns theirs when I changed nothing and mine when they changed nothing (property)', () => {
    const entries = fc
      .dictionary(fc.string(), fc.jsonValue())
      .map((data) => page([], { data: JSON.parse(JSON.stringify(data)) as JsonObject }))
    fc.assert(
      fc.property(entries, entries, (start, changed) => {
        expect(mergeEntries(start, changed, start)).toEqual({ kind: 'merged', entry: changed })
        expect(mergeEntries(start, start, changed)).toEqual({ kind: 'merged', entry: changed })
      }),
    )
  })
})
