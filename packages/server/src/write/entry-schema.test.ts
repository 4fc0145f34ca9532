import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { describeZodError } from '../middleware/error-handler.ts'
import { parseEntryBody } from './entry-schema.ts'
import type { ParseEntryBodyOptions } from './entry-schema.ts'

const ELEMENT = '@builder.io/sdk:Element'

function message(input: unknown, options?: ParseEntryBodyOptions): string {
  try {
    parseEntryBody(input, options)
  } catch (error: unknown) {
    if (error instanceof ZodError) return describeZodError(error)
    throw error
  }
  throw new Error('expected an error')
}

describe('parseEntryBody', () => {
  it('accepts a full Builder entry and defaults data to an object', () => {
    const entry = {
      id: 'abc123',
      name: 'Home',
      published: 'published',
      query: [
        { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' },
        { property: null, operator: null, value: null },
      ],
      priority: -3.5,
      testRatio: 0.5,
      variations: { v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { blocks: [] } } },
      meta: { kind: 'page', breakpoints: { small: 600 } },
      modelId: 'm1',
      '@version': 4,
      data: { blocks: [{ '@type': ELEMENT, children: [{ '@type': ELEMENT }] }], custom: 1 },
    }
    expect(parseEntryBody(entry)).toEqual(entry)
    expect(parseEntryBody({ name: 'A' })).toEqual({ name: 'A', data: {} })
  })

  it('turns ISO dates into epoch ms and treats top-level null as absent', () => {
    expect(
      parseEntryBody({
        name: 'A',
        startDate: '2025-01-01',
        endDate: '2025-01-02T01:00:00+01:00',
        priority: null,
      }),
    ).toEqual({
      name: 'A',
      data: {},
      startDate: Date.UTC(2025, 0, 1),
      endDate: Date.UTC(2025, 0, 2),
    })
    expect(message({ name: 'A', startDate: '01/02/2025' })).toBe(
      'Invalid startDate: expected epoch milliseconds or an ISO 8601 date',
    )
    expect(message({ name: 'A', endDate: -1 })).toBe(
      'Invalid endDate: expected epoch milliseconds or an ISO 8601 date',
    )
    expect(message({ name: 'A', startDate: 5, endDate: 5 })).toBe(
      'Invalid endDate: must be after startDate',
    )
  })

  it('checks and normalises the window of a variation (meta.startDate / meta.endDate)', () => {
    const parsed = parseEntryBody({
      name: 'A',
      variations: { v: { id: 'v', meta: { startDate: '2025-01-01', endDate: 1e13, note: 1 } } },
    })
    expect(parsed.variations?.v?.meta).toEqual({
      startDate: Date.UTC(2025, 0, 1),
      endDate: 1e13,
      note: 1,
    })
    expect(message({ name: 'A', variations: { v: { meta: { startDate: 'soon' } } } })).toBe(
      'Invalid variations.v.meta.startDate: expected epoch milliseconds or an ISO 8601 date',
    )
    expect(message({ name: 'A', variations: { v: { meta: { startDate: 9, endDate: 9 } } } })).toBe(
      'Invalid variations.v.meta.endDate: must be after startDate',
    )
  })

  it('drops the fields the service stamps and meta.tessera', () => {
    const body = parseEntryBody({
      name: 'A',
      rev: '3',
      lastUpdated: 1,
      firstPublished: 1,
      variationId: 'v',
      meta: { tessera: { revision: 3 }, kind: 'page' },
    })
    expect(body).toEqual({ name: 'A', data: {}, meta: { kind: 'page' } })
  })

  it('keeps @-prefixed metadata and the extra fields it is told to accept', () => {
    expect(parseEntryBody({ name: 'A', '@originContentId': 'x' })).toMatchObject({
      '@originContentId': 'x',
    })
    expect(message({ name: 'A', folders: [] })).toBe(
      'Invalid folders: unknown field (custom fields go under data)',
    )
    expect(
      parseEntryBody({ name: 'A', folders: [] }, { extraFields: new Set(['folders']) }),
    ).toEqual({ name: 'A', data: {}, folders: [] })
  })

  it('names the bad field', () => {
    expect(message({ name: 'A', id: 'has space' })).toBe(
      'Invalid id: expected 1 to 128 letters, digits, "-" or "_"',
    )
    expect(message({ name: ' ' })).toBe('Invalid name: expected a non-empty string')
    expect(message({ name: 'A', query: {} })).toBe('Invalid query: expected an array of rules')
    expect(message({ name: 'A', query: [{ property: 1, operator: 'is' }] })).toBe(
      'Invalid query.0.property: expected a string or null',
    )
    expect(message({ name: 'A', testRatio: 2 })).toBe(
      'Invalid testRatio: expected a number from 0 to 1',
    )
    // Regression 16, item 10: these said "expected expected …".
    expect(message({ name: 'A', testRatio: 'half' })).toBe(
      'Invalid testRatio: expected a number from 0 to 1',
    )
    expect(message({ name: 'A', startDate: true })).toBe(
      'Invalid startDate: expected epoch milliseconds or an ISO 8601 date',
    )
    expect(message({ name: 'A', meta: [] })).toBe('Invalid meta: expected an object')
    expect(message({ name: 'A', data: { blocks: {} } })).toBe(
      'Invalid data.blocks: expected an array of blocks',
    )
    expect(message({ name: 'A', variations: { v: { data: 'x' } } })).toBe(
      'Invalid variations.v.data: expected an object',
    )
    expect(message('text')).toBe('The body must be an entry object')
  })
})

describe('parseEntryBody messages', () => {
  it('never say "expected" twice, whatever field holds whatever value', () => {
    const fields = fc.constantFrom(
      'name',
      'id',
      'query',
      'testRatio',
      'startDate',
      'endDate',
      'priority',
      'variations',
      'meta',
      'data',
      'published',
      'modelId',
      '@version',
      'createdBy',
    )
    const values = fc.oneof(fc.jsonValue(), fc.constantFrom(null, true, 'x', -1, 2, [], {}))
    fc.assert(
      fc.property(fc.dictionary(fields, values, { maxKeys: 3 }), (fieldsToSet) => {
        try {
          parseEntryBody({ name: 'A', ...fieldsToSet })
        } catch (error: unknown) {
          if (!(error instanceof ZodError)) throw error
          expect(describeZodError(error)).not.toMatch(/expected expected/)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
