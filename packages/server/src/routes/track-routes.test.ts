import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness, TrackTestHarnessOptions } from './track-harness.test-support.ts'

let harness: TrackTestHarness
async function setup(options: TrackTestHarnessOptions = {}): Promise<TrackTestHarness> {
  harness = await createTrackTestHarness({ buffer: { flushIntervalMs: 60_000 }, ...options })
  return harness
}
afterEach(() => harness.close())

function post(body: string, headers: Record<string, string> = {}, path = '/api/v1/track') {
  return harness.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function impression(ownerId = 'pub-key', contentId = 'c1') {
  return { type: 'impression', data: { contentId, ownerId, sessionId: 's', visitorId: 'v' } }
}

async function storedEvents() {
  await harness.events.flush()
  return harness.store.aggregateEvents({ spaceId: harness.spaceId, from: 0, to: Date.UTC(2030, 0) })
}

describe('POST /api/v1/track', () => {
  it('accepts valid events and counts the dropped ones', async () => {
    await setup()
    const events = [
      impression(),
      { type: 'click', data: { contentId: 'c1', variationId: 'v1', ownerId: 'pub-key' } },
      { type: 'conversion', data: { contentId: 'c1', ownerId: 'pub-key', amount: 'lots' } },
      impression('unknown-key'),
      { type: 'impression', data: { contentId: 'c1' } },
    ]
    const res = await post(JSON.stringify({ events }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ accepted: 2, dropped: 3 })
    expect(await storedEvents()).toEqual([
      expect.objectContaining({ contentId: 'c1', variationId: 'c1', impressions: 1, clicks: 0 }),
      expect.objectContaining({ contentId: 'c1', variationId: 'v1', impressions: 0, clicks: 1 }),
    ])
  })

  it('stores the event fields and the whole data as sent', async () => {
    await setup()
    const event = {
      type: 'conversion',
      data: {
        contentId: 'c1',
        ownerId: 'pub-key',
        amount: 9.5,
        sessionId: 's',
        metadata: { a: 1 },
      },
    }
    await post(JSON.stringify({ events: [event] }))
    await harness.events.flush()
    const [row] = await harness.store.aggregateEvents({
      spaceId: harness.spaceId,
      from: harness.clock.now,
      to: harness.clock.now + 1,
    })
    expect(row).toMatchObject({ conversions: 1, conversionAmount: 9.5 })
  })

  it('uses the apiKey parameter for events without an ownerId', async () => {
    await setup()
    const events = [{ type: 'impression', data: { contentId: 'c1' } }]
    const res = await post(JSON.stringify({ events }), {}, '/api/v1/track?apiKey=pub-key')
    expect(await res.json()).toEqual({ accepted: 1, dropped: 0 })
  })

  it('parses a text/plain body as JSON (sendBeacon)', async () => {
    await setup()
    const res = await post(JSON.stringify({ events: [impression()] }), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(await res.json()).toEqual({ accepted: 1, dropped: 0 })
    expect(await storedEvents()).toHaveLength(1)
  })

  it('answers 400 for malformed JSON and for a body without events', async () => {
    await setup()
    const bad = await post('{"events": [')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' },
    })
    const shapeless = await post('{"event": []}')
    expect(shapeless.status).toBe(400)
    expect(await shapeless.json()).toEqual({
      error: { code: 'INVALID_BODY', message: 'Expected "events" to be an array' },
    })
  })

  it('answers 400 for more than 1000 events', async () => {
    await setup()
    const res = await post(JSON.stringify({ events: Array.from({ length: 1001 }, () => 1) }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'TOO_MANY_EVENTS', message: 'At most 1000 events per request, got 1001' },
    })
  })

  it('answers 413 over 256 KiB', async () => {
    await setup()
    const events = Array.from({ length: 300 }, () => ({
      type: 'impression',
      data: { ownerId: 'pub-key', pad: 'x'.repeat(1000) },
    }))
    const res = await post(JSON.stringify({ events }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 262144 bytes' },
    })
  })

  it('answers 429 with Retry-After beyond the rate limit of a client', async () => {
    await setup({ config: { trackRateLimitPerMinute: 2 } })
    const body = JSON.stringify({ events: [impression()] })
    const from = (address: string) => post(body, { 'x-forwarded-for': address })
    expect((await from('1.1.1.1')).status).toBe(200)
    expect((await from('1.1.1.1')).status).toBe(200)
    const limited = await from('1.1.1.1')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('30')
    expect(await limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many tracking requests: retry later' },
    })
    expect((await from('2.2.2.2')).status).toBe(200)
    harness.clock.now += 30_000
    expect((await from('1.1.1.1')).status).toBe(200)
  })

  it('answers a CORS preflight', async () => {
    await setup()
    const res = await harness.request('/api/v1/track', {
      method: 'OPTIONS',
      headers: { origin: 'https://site.example', 'access-control-request-method': 'POST' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('works over real HTTP, limiting by the socket address', async () => {
    await setup({ config: { trackRateLimitPerMinute: 1 } })
    const server = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' })
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/track`
      const send = () =>
        fetch(url, {
          method: 'POST',
          body: JSON.stringify({ events: [impression()] }),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        })
      const first = await send()
      expect(await first.json()).toEqual({ accepted: 1, dropped: 0 })
      const second = await send()
      expect(second.status).toBe(429)
      expect(second.headers.get('retry-after')).toBe('60')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
