import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import { startRecordingServer, sendJson } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { createTracker } from './create-tracker.ts'
import type { TrackSendError } from './send-events.ts'
import type { TrackerLogger } from './tracker-options.ts'

let server: RecordingServer
let logger: { debug: Mock<TrackerLogger['debug']>; warn: Mock<TrackerLogger['warn']> }
beforeEach(async () => {
  server = await startRecordingServer()
  logger = { debug: vi.fn(), warn: vi.fn() }
})
afterEach(() => server.close())

function tracker() {
  return createTracker({
    apiKey: 'key-1',
    apiHost: server.origin,
    userAgent: 'Mozilla/5.0 Firefox/121.0',
    window: Object.assign(new EventTarget(), { location: { href: 'https://site.test/' } }),
    document: null,
    sendBeacon: null,
    cookieJar: null,
    storage: null,
    IntersectionObserver: null,
    logger,
  })
}

/** Event types of each request the service received. */
const sentTypes = () =>
  server.requests.map((request) =>
    (JSON.parse(request.body) as { events: Array<{ type: string }> }).events.map((e) => e.type),
  )

/** Answers the first request `status` (with `Retry-After: 1`), the others 200. */
function refuseFirst(status: number): void {
  server.setHandler((_req, res) => {
    if (server.requests.length === 1) res.setHeader('retry-after', '1')
    sendJson(res, server.requests.length === 1 ? status : 200, {})
  })
}

describe('createTracker when the service refuses a batch', () => {
  it('keeps a batch answered 503 and sends it again with the next events', async () => {
    refuseFirst(503)
    const t = tracker()
    t.track('refused')
    await t.flush()
    const [message, error] = logger.debug.mock.calls[0] as [string, TrackSendError]
    expect(message).toBe('[Tessera]: Tracking request failed')
    expect(error).toMatchObject({ status: 503, retryable: true, retryAfterMs: 1000 })
    t.track('next')
    // An explicit flush (as when the page hides) does not wait for the backoff.
    await t.flush()
    expect(sentTypes()).toEqual([['refused'], ['refused', 'next']])
  })

  it('keeps a batch answered 429 too', async () => {
    refuseFirst(429)
    const t = tracker()
    t.track('limited')
    await t.flush()
    await t.flush()
    expect(sentTypes()).toEqual([['limited'], ['limited']])
  })

  it('gives up a batch the service refused for what it holds (400)', async () => {
    refuseFirst(400)
    const t = tracker()
    t.track('invalid')
    await t.flush()
    t.track('next')
    await t.flush()
    expect(sentTypes()).toEqual([['invalid'], ['next']])
    expect(logger.debug).toHaveBeenCalledWith('[Tessera]: Tracking: 1 events given up')
  })
})
