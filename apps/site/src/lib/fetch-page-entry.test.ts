import { createPreviewToken } from '@tessera/server'
import { startDraftHomeService } from '../../../../test-utils/draft-home-service.ts'
import type { DraftHomeService } from '../../../../test-utils/draft-home-service.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchPageEntry } from './fetch-page-entry.ts'
import { planPageFetch } from './plan-page-fetch.ts'

/**
 * The site's preview URLs against a real content service (in process, SQLite in memory): a home
 * page published with the title "Published", whose latest (draft) version says "Draft". The
 * SDK's `fetchOneEntry` gives the published content when the drafts cannot be read, and warns
 * why (its own tests: packages/sdk/src/fetch/published-fallback.test.ts).
 */

const PUBLIC_KEY = 'pub-preview-test'
const SECRET = 'preview-test-secret'
const CONFIG = { apiKey: PUBLIC_KEY, apiHost: 'http://service.test' }

let service: DraftHomeService
let spaceId: string

beforeAll(async () => {
  service = await startDraftHomeService({ publicKey: PUBLIC_KEY, previewSecret: SECRET })
  spaceId = service.spaceId
})
afterAll(() => service.store.close())
afterEach(() => vi.restoreAllMocks())

async function titleOf(search: string): Promise<{ title: unknown; logged: string[] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const entry = await fetchPageEntry(planPageFetch({ path: '/', search }), CONFIG, {
    fetch: service.fetch,
  })
  const logged = warn.mock.calls.map(([message]) => String(message))
  warn.mockRestore()
  return { title: entry?.data?.title, logged }
}

describe('fetchPageEntry of a preview URL', () => {
  it('shows the published content of a plain URL, logging nothing', async () => {
    expect(await titleOf('')).toEqual({ title: 'Published', logged: [] })
  })

  it('shows the published content of a preview URL without a token, and logs why', async () => {
    for (const search of ['?builder.preview=page', '?builder.overrides.page=home']) {
      expect(await titleOf(search)).toEqual({
        title: 'Published',
        logged: [expect.stringContaining('without a previewToken')],
      })
    }
  })

  it('shows the draft with a valid preview token', async () => {
    const token = createPreviewToken({ spaceId, expiresAt: Date.now() + 60_000 }, SECRET)
    const search = `?builder.preview=page&builder.previewToken=${encodeURIComponent(token)}`
    expect(await titleOf(search)).toEqual({ title: 'Draft', logged: [] })
  })

  it('falls back to the published content when the service refuses the token', async () => {
    const expired = createPreviewToken({ spaceId, expiresAt: Date.now() - 1 }, SECRET)
    for (const token of [expired, 'forged.token']) {
      const search = `?builder.preview=page&builder.previewToken=${encodeURIComponent(token)}`
      const { title, logged } = await titleOf(search)
      expect(title).toBe('Published')
      expect(logged).toEqual([expect.stringContaining('refused the drafts')])
      expect(logged[0]).toContain('preview token')
    }
  })
})
