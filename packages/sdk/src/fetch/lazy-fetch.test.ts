import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentFetchError } from '@tessera/core'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import * as site from '../site.ts'
import { fetchEntries, fetchOneEntry } from './lazy-fetch.ts'

let server: RecordingServer
const PAGES = [
  { id: 'p1', data: { blocksString: '[{"id":"b1"}]', url: '/' } },
  { id: 'p2', data: { url: '/b' } },
]

beforeAll(async () => {
  server = await startRecordingServer()
  server.setHandler((request, res) => {
    const limit = new URL(request.url ?? '/', server.origin).searchParams.get('limit')
    sendJson(res, 200, { results: limit === '1' ? PAGES.slice(0, 1) : PAGES })
  })
})
afterAll(() => server.close())

describe('lazy fetchEntries / fetchOneEntry (@tessera/sdk/lazy-fetch)', () => {
  it('fetch and normalise entries like the functions they load', async () => {
    const options = { model: 'page', apiKey: 'key1', apiHost: server.origin }
    expect(await fetchEntries(options)).toEqual([
      { id: 'p1', data: { blocks: [{ id: 'b1' }], url: '/' } },
      { id: 'p2', data: { url: '/b' } },
    ])
    expect(await fetchOneEntry(options)).toEqual({
      id: 'p1',
      data: { blocks: [{ id: 'b1' }], url: '/' },
    })
    expect(server.requests.map((request) => request.url)).toHaveLength(2)
  })

  it('reject with the same errors', async () => {
    const error = await fetchOneEntry({ model: 'page', apiKey: '' }).catch((reason) => reason)
    expect(error).toBeInstanceOf(ContentFetchError)
  })

  it('are what @tessera/sdk/site leaves out: it has no fetching of its own', () => {
    expect(Object.keys(site)).not.toContain('fetchEntries')
    expect(Object.keys(site)).not.toContain('buildContentUrl')
    expect(Object.keys(site)).toContain('assignVariation')
  })
})
