import { describe, expect, it } from 'vitest'
import { pageStatus, pageUrlPath } from './pages-api.ts'
import type { PageEntry } from './pages-api.ts'

const page = (fields: Partial<PageEntry>): PageEntry => ({ id: 'p', ...fields })

describe('pageStatus', () => {
  it('says published while a published version is live, even with draft changes saved since', () => {
    expect(pageStatus(page({ published: 'published' }))).toBe('published')
    expect(
      pageStatus(
        page({ published: 'draft', meta: { tessera: { revision: 5, hasPublished: true } } }),
      ),
    ).toBe('published')
    expect(
      pageStatus(
        page({ published: 'draft', meta: { tessera: { revision: 5, hasPublished: false } } }),
      ),
    ).toBe('draft')
    expect(
      pageStatus(
        page({ published: 'archived', meta: { tessera: { revision: 5, hasPublished: false } } }),
      ),
    ).toBe('archived')
    expect(pageStatus(page({ published: 'published', startDate: 2000 }), 1000)).toBe('scheduled')
  })

  it('reads the URL path from the urlPath rule, else data.url', () => {
    expect(
      pageUrlPath(
        page({
          query: [{ property: 'urlPath', operator: 'is', value: '/a' }],
          data: { url: '/b' },
        }),
      ),
    ).toBe('/a')
    expect(pageUrlPath(page({ data: { url: '/b' } }))).toBe('/b')
    expect(pageUrlPath(page({}))).toBeUndefined()
  })
})
