import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-client.ts'
import type { ApiClient, RequestOptions } from '../api/api-client.ts'
import { ensureSymbolModel, listSymbolEntries } from './symbols-api.ts'

/** An API client answering from `answer`, recording what was asked. */
function recording(answer: (path: string, options?: RequestOptions) => unknown) {
  const asked: string[] = []
  const api = {
    json: async (path: string, options?: RequestOptions) => {
      asked.push(`${options?.method ?? 'GET'} ${path}`)
      return answer(path, options)
    },
  } as unknown as ApiClient
  return { api, asked }
}

describe('listSymbolEntries', () => {
  it('reads the symbol model and leaves out archived symbols', async () => {
    const { api, asked } = recording(() => ({
      results: [
        { id: 'a' },
        { id: 'gone', published: 'archived' },
        { id: 'b', published: 'draft' },
      ],
    }))
    expect((await listSymbolEntries(api)).map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(asked).toEqual(['GET /api/v1/write/symbol?limit=100&offset=0'])
  })
})

describe('ensureSymbolModel', () => {
  it('creates the symbol model only when the space lacks it', async () => {
    const missing = recording((_path, options) => {
      if (options?.method === 'PUT') return { name: 'symbol', kind: 'symbol' }
      throw new ApiError(404, 'NOT_FOUND', 'Unknown model "symbol"', undefined)
    })
    await ensureSymbolModel(missing.api)
    expect(missing.asked).toEqual(['GET /api/v1/models/symbol', 'PUT /api/v1/models/symbol'])

    const present = recording(() => ({ name: 'symbol', kind: 'symbol' }))
    await ensureSymbolModel(present.api)
    expect(present.asked).toEqual(['GET /api/v1/models/symbol'])
  })

  it('passes on other failures', async () => {
    const { api } = recording(() => {
      throw new ApiError(403, 'FORBIDDEN', 'no', undefined)
    })
    await expect(ensureSymbolModel(api)).rejects.toThrow('no')
  })
})
