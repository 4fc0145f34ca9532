import { describe, expect, it } from 'vitest'
import { ContentParseError } from '../errors.ts'
import type { Entry } from '../types/entry.ts'
import { normalizeEntry } from './normalize-entry.ts'

const block = { '@type': '@builder.io/sdk:Element', id: 'builder-1' }

describe('normalizeEntry', () => {
  it('parses blocksString into blocks and removes it', () => {
    const entry: Entry = { id: 'e1', data: { title: 'T', blocksString: JSON.stringify([block]) } }
    const { entry: result, errors } = normalizeEntry(entry)
    expect(errors).toEqual([])
    expect(result.data).toEqual({ title: 'T', blocks: [block] })
    expect(entry.data?.blocksString).toBeDefined()
  })

  it('parses the blocksString of each variation', () => {
    const entry: Entry = {
      id: 'e1',
      data: { blocks: [] },
      variations: { v1: { id: 'v1', testRatio: 0.5, data: { blocksString: '[]' } } },
    }
    expect(normalizeEntry(entry).entry.variations?.v1?.data).toEqual({ blocks: [] })
  })

  it('reports bad JSON naming the entry and keeps the rest of the data', () => {
    const entry: Entry = { id: 'e9', data: { title: 'Kept', blocksString: '[{oops' } }
    const { entry: result, errors } = normalizeEntry(entry)
    expect(result.data).toEqual({ title: 'Kept', blocks: [] })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(ContentParseError)
    expect(errors[0]?.entryId).toBe('e9')
    expect(errors[0]?.message).toMatch(/^Entry "e9": data\.blocksString is not valid JSON \(/)
  })

  it('names the variation whose blocksString is broken', () => {
    const entry: Entry = {
      id: 'e2',
      variations: { v2: { id: 'v2', data: { blocksString: '{}' } } },
    }
    const { errors } = normalizeEntry(entry)
    expect(errors[0]?.message).toBe(
      'Entry "e2" (variation "v2"): data.blocksString is not valid JSON (blocksString is not a JSON array); its blocks are left out',
    )
  })

  it('keeps existing blocks when blocksString is broken', () => {
    const entry: Entry = { id: 'e3', data: { blocks: [block as never], blocksString: 'nope' } }
    expect(normalizeEntry(entry).entry.data?.blocks).toEqual([block])
  })

  it('passes entries without data through', () => {
    expect(normalizeEntry({ id: 'x' })).toEqual({ entry: { id: 'x' }, errors: [] })
  })
})
