import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import type { TesseraError } from '@tessera/core'
import { startRecordingServer, sendJson } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { createTracker } from './create-tracker.ts'
import type { TrackerLogger, TrackerOptions } from './tracker-options.ts'

class FakeDocument extends EventTarget {
  visibilityState = 'visible'
  hide(): void {
    this.visibilityState = 'hidden'
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

class FakeWindow extends EventTarget {
  location = { href: 'https://site.test/page' }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

async function waitFor(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

const eventsOf = (body: string): unknown[] => (JSON.parse(body) as { events: unknown[] }).events

let server: RecordingServer
let logger: { debug: Mock<TrackerLogger['debug']>; warn: Mock<TrackerLogger['warn']> }

beforeEach(async () => {
  server = await startRecordingServer()
  logger = { debug: vi.fn(), warn: vi.fn() }
})
afterEach(async () => {
  await server.close()
})

/** A tracker in a fake browser, talking to the recording server. */
function browserTracker(overrides: Partial<TrackerOptions> = {}) {
  const document = new FakeDocument()
  const window = new FakeWindow()
  let n = 0
  const tracker = createTracker({
    apiKey: 'key-1',
    apiHost: server.origin,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
    document,
    window,
    sendBeacon: null,
    cookieJar: null,
    storage: memoryStorage(),
    IntersectionObserver: null,
    uuid: () => `id${++n}`,
    logger,
    ...overrides,
  })
  return { tracker, document, window }
}

describe('createTracker sending', () => {
  it('batches quick calls into one POST /api/v1/track', async () => {
    const inits: RequestInit[] = []
    const { tracker } = browserTracker({
      fetch: (url, init) => (inits.push(init), fetch(url, init)),
    })
    tracker.trackImpression({ contentId: 'c1', variationId: 'v1' })
    tracker.trackImpression({ contentId: 'c2', variationId: 'c2' })
    tracker.trackConversion({ amount: 12.5 })
    await waitFor(() => server.requests.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requests).toHaveLength(1)
    expect(inits[0]).toMatchObject({ method: 'POST', mode: 'cors' })
    expect(inits[0]?.keepalive).toBeUndefined()
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/api/v1/track')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body.startsWith('{"events":[')).toBe(true)
    // The default user attributes gen-2 sends, from the page's URL and the user agent.
    const userAttributes = { urlPath: '/page', host: 'site.test', device: 'desktop' }
    const common = { ownerId: 'key-1', sessionId: 'id1', visitorId: 'id2', userAttributes }
    const metadata = { sdkVersion: '0.1.0', url: 'https://site.test/page' }
    expect(eventsOf(request?.body ?? '')).toEqual([
      { type: 'impression', data: { ...common, contentId: 'c1', variationId: 'v1', metadata } },
      { type: 'impression', data: { ...common, contentId: 'c2', metadata } },
      { type: 'conversion', data: { ...common, amount: 12.5, metadata } },
    ])
  })

  it('sends the first batch at once and throttles the next ones', async () => {
    const { tracker } = browserTracker()
    tracker.track('a')
    await waitFor(() => server.requests.length === 1)
    tracker.track('b')
    tracker.track('c')
    await waitFor(() => server.requests.length === 2)
    await tracker.flush()
    const types = server.requests.map((request) =>
      eventsOf(request.body).map((event) => (event as { type: string }).type),
    )
    expect(types).toEqual([['a'], ['b', 'c']])
  })

  it('swallows a 500 answer and keeps sending', async () => {
    server.setHandler((_req, res) => sendJson(res, 500, { error: 'boom' }))
    const { tracker } = browserTracker()
    tracker.track('first')
    await expect(tracker.flush()).resolves.toBeUndefined()
    // A 500 is not retried: the batch itself may be what breaks the service.
    expect(logger.debug).toHaveBeenCalledTimes(2)
    const [message, error] = logger.debug.mock.calls[0] as [string, TesseraError]
    expect(message).toBe('[Tessera]: Tracking request failed')
    expect(error.code).toBe('HTTP')
    expect(error.message).toBe('Tracking request failed with status 500')
    expect(logger.debug.mock.calls[1]).toEqual(['[Tessera]: Tracking: 1 events given up'])

    server.setHandler((_req, res) => sendJson(res, 200, {}))
    tracker.track('second')
    await tracker.flush()
    expect(server.requests.map((request) => eventsOf(request.body).length)).toEqual([1, 1])
    expect(server.requests[1]?.body).toContain('"type":"second"')
  })

  it('swallows network errors and sends those events again with the next', async () => {
    server.setHandler((_req, res) => {
      if (server.requests.length === 1) res.socket?.destroy()
      else sendJson(res, 200, {})
    })
    const { tracker } = browserTracker()
    tracker.track('unanswered')
    await expect(tracker.flush()).resolves.toBeUndefined()
    const [, error] = logger.debug.mock.calls[0] as [string, TesseraError]
    expect(error.message).toBe('Tracking request failed: network error')
    tracker.track('kept')
    await tracker.flush()
    const last = eventsOf(server.requests.at(-1)?.body ?? '') as Array<{ type: string }>
    expect(last.map((event) => event.type)).toEqual(['unanswered', 'kept'])
  })

  it('does not throw when the server is gone', async () => {
    const gone = await startRecordingServer()
    await gone.close()
    const { tracker } = browserTracker({ apiHost: gone.origin })
    expect(() => tracker.track('lost')).not.toThrow()
    await expect(tracker.flush()).resolves.toBeUndefined()
    expect(logger.debug).toHaveBeenCalledTimes(1)
  })
})

describe('createTracker when the page hides', () => {
  it('sends the queue with sendBeacon on visibilitychange to hidden', async () => {
    const beacons: { url: string; data: unknown }[] = []
    const { tracker, document } = browserTracker({
      sendBeacon: (url, data) => (beacons.push({ url, data }), true),
    })
    tracker.track('seen')
    tracker.track('left')
    document.hide()
    await tracker.flush()
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.url).toBe(`${server.origin}/api/v1/track`)
    expect(typeof beacons[0]?.data).toBe('string')
    const types = eventsOf(String(beacons[0]?.data)).map(
      (event) => (event as { type: string }).type,
    )
    expect(types).toEqual(['seen', 'left'])
    expect(server.requests).toEqual([])
  })

  it('uses sendBeacon on pagehide', async () => {
    const beacons: unknown[] = []
    const { tracker, window } = browserTracker({
      sendBeacon: (_url, data) => beacons.push(data) > 0,
    })
    tracker.track('gone')
    window.dispatchEvent(new Event('pagehide'))
    await tracker.flush()
    expect(beacons).toHaveLength(1)
    expect(server.requests).toEqual([])
  })

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', async () => {
    const inits: RequestInit[] = []
    const recordingFetch = (url: string, init: RequestInit) => (inits.push(init), fetch(url, init))
    const refused = browserTracker({ sendBeacon: () => false, fetch: recordingFetch })
    refused.tracker.track('refused')
    refused.document.hide()
    const missing = browserTracker({ fetch: recordingFetch })
    missing.tracker.track('missing')
    missing.document.hide()
    const throwing = browserTracker({
      fetch: recordingFetch,
      sendBeacon: () => {
        throw new TypeError('not allowed')
      },
    })
    throwing.tracker.track('throwing')
    throwing.window.dispatchEvent(new Event('pagehide'))
    await Promise.all([refused, missing, throwing].map(({ tracker }) => tracker.flush()))
    await waitFor(() => server.requests.length === 3)
    const bodies = server.requests.map((request) => request.body).sort()
    expect(bodies[0]).toContain('"type":"missing"')
    expect(bodies[1]).toContain('"type":"refused"')
    expect(bodies[2]).toContain('"type":"throwing"')
    expect(inits.map((init) => init.keepalive)).toEqual([true, true, true])
  })

  it('sends normally when the page becomes visible', async () => {
    const beacons: unknown[] = []
    const { tracker, document } = browserTracker({
      sendBeacon: (_url, data) => beacons.push(data) > 0,
    })
    tracker.track('x')
    document.dispatchEvent(new Event('visibilitychange'))
    await waitFor(() => server.requests.length === 1)
    expect(beacons).toEqual([])
  })

  it('removes its listeners and sends what is left when disposed', async () => {
    const { tracker, document, window } = browserTracker()
    const removedFromDocument = vi.spyOn(document, 'removeEventListener')
    const removedFromWindow = vi.spyOn(window, 'removeEventListener')
    tracker.track('last')
    await tracker.dispose()
    expect(server.requests).toHaveLength(1)
    expect(removedFromDocument).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
    expect(removedFromWindow).toHaveBeenCalledWith('pagehide', expect.any(Function))
    tracker.track('ignored')
    await tracker.flush()
    expect(server.requests).toHaveLength(1)
  })
})
describe('createTracker when tracking is off', () => {
  const cases: [string, Partial<TrackerOptions>][] = [
    ['canTrack is false', { canTrack: false }],
    ['the user agent is a bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['there is no window', { window: null }],
  ]
  for (const [name, overrides] of cases) {
    it(`sends nothing and writes nothing when ${name}`, async () => {
      const storage = memoryStorage()
      const cookies: string[] = []
      const { tracker } = browserTracker({
        ...overrides,
        storage,
        cookieJar: { get: () => undefined, set: (cookieName) => void cookies.push(cookieName) },
      })
      expect(tracker.enabled).toBe(false)
      expect(() => {
        tracker.track('x')
        tracker.trackImpression({ contentId: 'c1' })
        tracker.trackConversion({ amount: 1 })
      }).not.toThrow()
      await tracker.flush()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(server.requests).toHaveLength(0)
      expect(cookies).toEqual([])
      expect(storage.items.size).toBe(0)
      expect(logger.warn).not.toHaveBeenCalled()
    })
  }

  it('explains a missing API key on every call without throwing', async () => {
    for (const apiKey of [undefined, '', '  ']) {
      logger.warn.mockClear()
      const { tracker } = browserTracker({ apiKey })
      expect(tracker.enabled).toBe(false)
      expect(() => tracker.trackImpression({ contentId: 'c1' })).not.toThrow()
      tracker.track('x')
      expect(logger.warn).toHaveBeenCalledTimes(2)
      const [message, error] = logger.warn.mock.calls[0] as [string, TesseraError]
      const text = 'Tracking is not initialised: an API key is required (pass apiKey)'
      expect(message).toBe(`[Tessera]: ${text}`)
      expect(error.code).toBe('NOT_INITIALISED')
      expect(error.message).toBe(text)
      await tracker.flush()
    }
    expect(server.requests).toHaveLength(0)
  })
})
