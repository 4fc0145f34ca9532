import { afterEach, describe, expect, it } from 'vitest'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness } from './track-harness.test-support.ts'

let harness: TrackTestHarness
afterEach(() => harness.close())

const DAY = 24 * 60 * 60 * 1000

function track(events: unknown[]) {
  return harness.request('/api/v1/track', {
    method: 'POST',
    body: JSON.stringify({ events }),
    headers: { 'content-type': 'application/json' },
  })
}

function event(type: string, data: Record<string, unknown> = {}) {
  return { type, data: { contentId: 'page1', ownerId: 'pub-key', ...data } }
}

function analytics(query = '', key = 'priv-key') {
  return harness.request(`/api/v1/analytics${query}`, {
    headers: { authorization: `Bearer ${key}` },
  })
}

describe('GET /api/v1/analytics', () => {
  it('counts impressions, clicks, conversions and amount per variation, fresh events included', async () => {
    // A long interval: only the flush done by the analytics route can write these events.
    harness = await createTrackTestHarness({ buffer: { flushIntervalMs: 60_000 } })
    await track([
      event('impression'),
      event('impression'),
      event('click'),
      event('conversion', { amount: 10 }),
      event('impression', { variationId: 'varA' }),
      event('impression', { variationId: 'varA' }),
      event('impression', { variationId: 'varA' }),
      event('impression', { variationId: 'varA' }),
      event('conversion', { variationId: 'varA', amount: 2.5 }),
      event('conversion', { variationId: 'varA' }),
      event('signup'),
      event('impression', { contentId: 'page2' }),
    ])
    const res = await analytics()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      results: [
        {
          contentId: 'page1',
          variationId: 'page1',
          impressions: 2,
          clicks: 1,
          conversions: 1,
          conversionAmount: 10,
          conversionRate: 0.5,
        },
        {
          contentId: 'page1',
          variationId: 'varA',
          impressions: 4,
          clicks: 0,
          conversions: 2,
          conversionAmount: 2.5,
          conversionRate: 0.5,
        },
        {
          contentId: 'page2',
          variationId: 'page2',
          impressions: 1,
          clicks: 0,
          conversions: 0,
          conversionAmount: 0,
          conversionRate: 0,
        },
      ],
      from: harness.clock.now + 1 - 30 * DAY,
      to: harness.clock.now + 1,
    })
  })

  it('filters by contentId and time range', async () => {
    harness = await createTrackTestHarness()
    const start = harness.clock.now
    await track([event('impression')])
    harness.clock.now += DAY
    await track([event('impression'), event('impression', { contentId: 'page2' })])
    const day2 = await analytics(
      `?from=${start + DAY}&to=${new Date(start + 2 * DAY).toISOString()}`,
    )
    const body = (await day2.json()) as {
      results: Array<{ contentId: string; impressions: number }>
    }
    expect(body.results.map((row) => [row.contentId, row.impressions])).toEqual([
      ['page1', 1],
      ['page2', 1],
    ])
    const page1 = (await (await analytics('?contentId=page1')).json()) as typeof body
    expect(page1.results.map((row) => [row.contentId, row.impressions])).toEqual([['page1', 2]])
  })

  it('needs the private key', async () => {
    harness = await createTrackTestHarness()
    const publicRes = await harness.request('/api/v1/analytics?apiKey=pub-key')
    expect(publicRes.status).toBe(403)
    expect(await publicRes.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This operation needs the private key' },
    })
    expect((await harness.request('/api/v1/analytics')).status).toBe(401)
  })

  it('answers 400 for a bad range', async () => {
    harness = await createTrackTestHarness()
    const res = await analytics('?from=10&to=5')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid range: "from" (10) must be before "to" (5)',
      },
    })
    const garbage = await analytics('?to=soon')
    expect(await garbage.json()).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid to "soon": expected epoch milliseconds or an ISO date',
      },
    })
  })
})
