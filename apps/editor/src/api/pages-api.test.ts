import { describe, expect, it } from 'vitest'
import type { ApiClient, RequestOptions } from './api-client.ts'
import { pageStatus, pageUrlPath, publishPage, savePage } from './pages-api.ts'
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

describe('savePage', () => {
  const recording = () => {
    const asked: Array<[string, RequestOptions | undefined]> = []
    const api = {
      json: async (path: string, options?: RequestOptions) => (asked.push([path, options]), {}),
    } as unknown as ApiClient
    return { api, asked }
  }

  it('saves a draft of the entry’s own model, whatever its body says, based on a revision', async () => {
    const { api, asked } = recording()
    const symbol = page({
      id: 's/1',
      published: 'published',
      rev: '3',
      meta: { tessera: { revision: 3, hasPublished: true, model: 'symbol' } },
    })
    await savePage(api, symbol, 3)
    await savePage(api, page({ id: 'p' }), undefined)
    expect(asked.map(([path]) => path)).toEqual([
      '/api/v1/write/symbol/s%2F1?publish=false&merge=blocks',
      '/api/v1/write/page/p?publish=false',
    ])
    expect(asked[0]?.[1]).toMatchObject({ method: 'PUT', headers: { 'If-Match': '"3"' } })
    expect(asked[0]?.[1]?.body).not.toHaveProperty('rev')
  })

  it('publishes through the model’s publish action', async () => {
    const { api, asked } = recording()
    await publishPage(api, 's1', 'publish', 'symbol')
    await publishPage(api, 'p1', 'unpublish')
    expect(asked.map(([path]) => path)).toEqual([
      '/api/v1/write/symbol/s1/publish',
      '/api/v1/write/page/p1/unpublish',
    ])
  })
})
