import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSymbolPreview, symbolPreviewPath } from './fetch-symbol-preview.ts'

const CONFIG = { apiKey: 'pub-demo', apiHost: 'http://service:4010' }

afterEach(() => vi.restoreAllMocks())

describe('fetchSymbolPreview', () => {
  it('asks for the symbol entry by id, with its references inlined, uncached', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ results: [{ id: 's1' }] }))
    expect(await fetchSymbolPreview('s1', CONFIG, { fetch })).toEqual({ id: 's1' })
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe('http://service:4010/api/v3/content/symbol')
    expect(url.searchParams.get('query.id')).toBe('"s1"')
    expect(url.searchParams.get('apiKey')).toBe('pub-demo')
    expect(url.searchParams.get('includeRefs')).toBe('true')
  })

  it('answers null when the service fails (the editor sends the content)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi.fn(async () => Response.json({ error: 'down' }, { status: 500 }))
    expect(await fetchSymbolPreview('s1', CONFIG, { fetch })).toBeNull()
  })
})

describe('symbolPreviewPath', () => {
  it('encodes the id', () => {
    expect(symbolPreviewPath('a b/c')).toBe('/tessera-preview/symbol/a%20b%2Fc')
  })
})
