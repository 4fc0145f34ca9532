import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { shapeEntry } from './shape-entry.ts'

const entry: Entry = {
  id: 'e1',
  name: 'Home',
  meta: { kind: 'page', componentsUsed: { Text: 2 } },
  data: {
    title: 'Hi',
    blocks: [
      { '@type': '@builder.io/sdk:Element', id: 'b1', meta: { x: 1 } },
      { '@type': '@builder.io/sdk:Element', id: 'b2' },
    ],
  },
}

describe('shapeEntry', () => {
  it('drops omitted paths without touching the entry', () => {
    const shaped = shapeEntry(entry, {
      omit: ['meta.componentsUsed', 'data.nope'],
      fields: undefined,
    })
    expect(shaped.meta).toEqual({ kind: 'page' })
    expect(entry.meta?.componentsUsed).toEqual({ Text: 2 })
    expect(shaped.data).toBe(entry.data)
  })

  it('drops omitted paths inside arrays', () => {
    const shaped = shapeEntry(entry, { omit: ['data.blocks.meta'], fields: undefined })
    expect(shaped.data?.blocks).toEqual([
      { '@type': '@builder.io/sdk:Element', id: 'b1' },
      { '@type': '@builder.io/sdk:Element', id: 'b2' },
    ])
  })

  it('keeps only the fields asked for, and the id', () => {
    expect(shapeEntry(entry, { omit: [], fields: ['name', 'data.title', 'data.missing'] })).toEqual(
      {
        id: 'e1',
        name: 'Home',
        data: { title: 'Hi' },
      },
    )
    expect(shapeEntry(entry, { omit: [], fields: ['data.blocks.id', 'meta.kind'] })).toEqual({
      id: 'e1',
      meta: { kind: 'page' },
      data: { blocks: [{ id: 'b1' }, { id: 'b2' }] },
    })
  })

  it('applies omit before fields', () => {
    expect(shapeEntry(entry, { omit: ['meta.componentsUsed'], fields: ['meta'] })).toEqual({
      id: 'e1',
      meta: { kind: 'page' },
    })
  })
})
