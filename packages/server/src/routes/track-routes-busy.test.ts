import { afterEach, describe, expect, it } from 'vitest'
import { PIXEL_GIF } from './pixel-routes.ts'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness } from './track-harness.test-support.ts'

let harness: TrackTestHarness
afterEach(() => harness.close())

/** A harness whose tracking queue holds `maxQueue` events and is only written on `flush()`. */
async function setup(maxQueue: number): Promise<TrackTestHarness> {
  harness = await createTrackTestHarness({ buffer: { maxQueue, flushIntervalMs: 60_000 } })
  return harness
}

function track(count: number, contentId = 'c1') {
  const events = Array.from({ length: count }, (_, i) => ({
    type: 'impression',
    data: { ownerId: 'pub-key', contentId, visitorId: `v${i}` },
  }))
  return harness.request('/api/v1/track', {
    method: 'POST',
    body: JSON.stringify({ events }),
    headers: { 'content-type': 'application/json' },
  })
}

async function storedImpressions(): Promise<Record<string, number>> {
  await harness.events.flush()
  const rows = await harness.store.aggregateEvents({
    spaceId: harness.spaceId,
    from: 0,
    to: Date.UTC(2030, 0),
  })
  return Object.fromEntries(rows.map((row) => [row.contentId, row.impressions]))
}

describe('POST /api/v1/track with the tracking queue full', () => {
  it('answers 503 with Retry-After and keeps nothing of a batch without room', async () => {
    await setup(3)
    const first = await track(2, 'kept-1')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ accepted: 2, dropped: 0 })
    // Two more do not fit in the one place left: none is kept, and the sender is told so.
    const refused = await track(2, 'refused')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    // A script on another origin (the SDK's tracker) may read it.
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({
      error: { code: 'BUSY', message: 'Tracking is busy: nothing was kept, retry later' },
    })
    expect((await track(1, 'kept-2')).status).toBe(200)
    expect(harness.events.stats()).toMatchObject({ queued: 3, refused: 2 })
    // Every event answered 200 is stored, and nothing else.
    expect(await storedImpressions()).toEqual({ 'kept-1': 2, 'kept-2': 1 })
    // Once written, the queue has room again: the refused batch, sent again, is kept.
    expect((await track(2, 'refused')).status).toBe(200)
    expect(await storedImpressions()).toEqual({ 'kept-1': 2, 'kept-2': 1, refused: 2 })
    expect(harness.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'tracking queue full: events refused (503)',
      }),
    )
  })

  it('stores exactly the events of the requests answered 200 when many arrive at once', async () => {
    await setup(30)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => track(5, `page-${i}`)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.filter((status) => status === 503)).toHaveLength(14)
    const kept = Object.fromEntries(
      answers.flatMap((answer, i) => (answer.status === 200 ? [[`page-${i}`, 5]] : [])),
    )
    expect(await storedImpressions()).toEqual(kept)
  })

  it('answers the pixel 503 with the GIF and Retry-After when the impression is not kept', async () => {
    await setup(0)
    const res = await harness.request('/api/v1/pixel?apiKey=pub-key&contentId=home')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PIXEL_GIF)
    expect(await storedImpressions()).toEqual({})
    expect(harness.events.stats().refused).toBe(1)
  })
})
