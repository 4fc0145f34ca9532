import { describe, expect, it } from 'vitest'
import { pageUrlPath } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { DocumentStore } from '../state/document-store.ts'
import { pagePathError, pagePathOps, pageTextOp } from './page-settings-ops.ts'

const page = () => ({
  id: 'p1',
  query: [
    { property: 'urlPath', operator: 'is', value: '/old' },
    { property: 'device', operator: 'is', value: 'mobile' },
  ],
  data: { url: '/old', title: 'Old', blocks: [] },
})

describe('page settings', () => {
  it('moves the page: data.url and the urlPath rule, other targeting kept', () => {
    const store = new DocumentStore(page())
    store.dispatch(pagePathOps(store.root(), '/new/place'), { label: 'Page path' })
    const entry = store.toEntry() as PageEntry
    expect(entry.data?.url).toBe('/new/place')
    expect(entry.query).toEqual([
      { property: 'urlPath', operator: 'is', value: '/new/place' },
      { property: 'device', operator: 'is', value: 'mobile' },
    ])
    expect(pageUrlPath(entry)).toBe('/new/place')
    store.undo()
    expect(store.toEntry()).toEqual(page())
  })

  it('undoes a typing burst of the path in one step', () => {
    const store = new DocumentStore(page())
    for (const path of ['/n', '/ne', '/new']) {
      store.dispatch(pagePathOps(store.root(), path), { label: 'Page path', coalesce: 'page:path' })
    }
    expect(pageUrlPath(store.toEntry() as PageEntry)).toBe('/new')
    store.undo()
    expect(store.toEntry()).toEqual(page())
    expect(store.canUndo).toBe(false)
  })

  it('adds a urlPath rule to a page that has none', () => {
    const store = new DocumentStore({ id: 'p2', data: { blocks: [] } })
    store.dispatch(pagePathOps(store.root(), '/here'), { label: 'Page path' })
    expect(store.toEntry()).toEqual({
      id: 'p2',
      data: { blocks: [], url: '/here' },
      query: [
        { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/here' },
      ],
    })
  })

  it('refuses paths that are not ones', () => {
    expect(pagePathError('/ok/path-1')).toBeUndefined()
    expect(pagePathError('/')).toBeUndefined()
    expect(pagePathError('no-slash')).toBe('A URL path starts with /')
    expect(pagePathError('/a b')).toBe('A URL path has no spaces, ? or #')
    expect(pagePathError('/a?b=1')).toBe('A URL path has no spaces, ? or #')
    expect(pagePathError('/a/')).toBe('A URL path does not end with /')
    expect(() => pagePathOps({}, 'nope')).toThrow('A URL path starts with /')
  })

  it('sets the title and description as undoable edits that the saved entry carries', () => {
    const store = new DocumentStore(page())
    store.dispatch([pageTextOp('title', 'New title')], { label: 'Title' })
    store.dispatch([pageTextOp('description', 'About it')], { label: 'Description' })
    expect(store.toEntry()).toMatchObject({
      data: { title: 'New title', description: 'About it' },
    })
    store.dispatch([pageTextOp('description', '')], { label: 'Description' })
    expect((store.toEntry() as PageEntry).data).not.toHaveProperty('description')
    store.undo()
    store.undo()
    store.undo()
    expect(store.toEntry()).toEqual(page())
  })
})
