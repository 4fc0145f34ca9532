import { afterEach, describe, expect, it } from 'vitest'
import { PIXEL_GIF } from './pixel-routes.ts'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness } from './track-harness.test-support.ts'

let harness: TrackTestHarness
afterEach(() => harness.close())

async function setup(): Promise<TrackTestHarness> {
  harness = await createTrackTestHarness({ buffer: { flushIntervalMs: 60_000 } })
  return harness
}

describe('GET /api/v1/pixel (the gen-1 SDK’s tracking pixel)', () => {
  it('answers a 1×1 transparent GIF, uncached, and records an impression', async () => {
    await setup()
    // As `@builder.io/react` (gen-1) writes it: the public key only.
    const res = await harness.request('/api/v1/pixel?apiKey=pub-key')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(bytes).toEqual(PIXEL_GIF)
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a')
    // Logical screen width and height, little-endian, at bytes 6–9.
    expect([bytes[6], bytes[7], bytes[8], bytes[9]]).toEqual([1, 0, 1, 0])
    await harness.events.flush()
    expect(harness.events.stats().inserted).toBe(1)
  })

  it('counts the impression for a content when contentId is given', async () => {
    await setup()
    const res = await harness.request('/api/v1/pixel?apiKey=pub-key&contentId=home', {
      headers: { referer: 'https://site.example/' },
    })
    expect(res.status).toBe(200)
    await harness.events.flush()
    const rows = await harness.store.aggregateEvents({
      spaceId: harness.spaceId,
      from: 0,
      to: Date.UTC(2030, 0),
    })
    expect(rows).toEqual([expect.objectContaining({ contentId: 'home', impressions: 1 })])
  })

  it('refuses a request without a key, with an unknown key or with a malformed id', async () => {
    await setup()
    const missing = await harness.request('/api/v1/pixel')
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Missing API key' },
    })
    expect((await harness.request('/api/v1/pixel?apiKey=nobody')).status).toBe(401)
    const bad = await harness.request('/api/v1/pixel?apiKey=pub-key&contentId=%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('contentId')
    await harness.events.flush()
    expect(harness.events.stats().inserted).toBe(0)
  })
})
