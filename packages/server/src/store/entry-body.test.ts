import { describe, expect, it } from 'vitest'
import { entryPathRows, stampBody, unpublishedStatus, WILDCARD_PATH } from './entry-body.ts'

const stamp = {
  id: 'e1',
  revision: 3,
  status: 'draft' as const,
  createdAt: 100,
  updatedAt: 200,
  firstPublishedAt: null,
}

describe('stampBody', () => {
  it('sets the fields the store owns and keeps the rest', () => {
    const body = { id: 'other', name: 'Home', data: { title: 'T' }, rev: 'x', createdDate: 1 }
    expect(stampBody(body, stamp)).toEqual({
      id: 'e1',
      name: 'Home',
      data: { title: 'T' },
      published: 'draft',
      createdDate: 100,
      lastUpdated: 200,
      rev: '3',
    })
  })

  it('sets firstPublished when known and drops a stale one otherwise', () => {
    expect(stampBody({ id: 'e1' }, { ...stamp, firstPublishedAt: 150 }).firstPublished).toBe(150)
    expect(stampBody({ id: 'e1', firstPublished: 5 }, stamp)).not.toHaveProperty('firstPublished')
  })

  it('does not change the body it is given', () => {
    const body = { id: 'x', firstPublished: 5 }
    stampBody(body, stamp)
    expect(body).toEqual({ id: 'x', firstPublished: 5 })
  })
})

describe('unpublishedStatus', () => {
  it('keeps archived and turns anything else into draft', () => {
    expect(unpublishedStatus({ id: 'a', published: 'archived' })).toBe('archived')
    expect(unpublishedStatus({ id: 'a', published: 'published' })).toBe('draft')
    expect(unpublishedStatus({ id: 'a' })).toBe('draft')
  })
})

describe('entryPathRows', () => {
  const base = { id: 'e1', spaceId: 's1', model: 'page' }
  const rule = (value: unknown) => [{ property: 'urlPath', operator: 'is', value }]

  it('indexes the normalised urlPath values of each version', () => {
    const rows = entryPathRows({
      ...base,
      latest: { id: 'e1', query: rule(['/a/', '/b?x=1']) },
      published: { id: 'e1', query: rule('/old') },
    })
    expect(rows.map((row) => [row.version, row.url_path])).toEqual([
      ['latest', '/a'],
      ['latest', '/b'],
      ['published', '/old'],
    ])
    expect(rows[0]).toEqual({
      space_id: 's1',
      model: 'page',
      entry_id: 'e1',
      version: 'latest',
      url_path: '/a',
    })
  })

  it('uses the wildcard for a body without an urlPath is rule', () => {
    const rows = entryPathRows({
      ...base,
      latest: { id: 'e1', query: [{ property: 'urlPath', operator: 'startsWith', value: '/a' }] },
      published: null,
    })
    expect(rows.map((row) => [row.version, row.url_path])).toEqual([['latest', WILDCARD_PATH]])
  })
})
