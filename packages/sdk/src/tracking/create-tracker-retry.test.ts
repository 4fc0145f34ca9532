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

  it('holds no more events than one request the service accepts can carry', async () => {
    server.setHandler((_req, res) => sendJson(res, server.requests.length <= 3 ? 503 : 200, {}))
    const t = tracker()
    // Events of the usual size (about 450 bytes: ids, URL, metadata), refused three times.
    const data = { contentId: 'c'.repeat(32), metadata: { note: 'x'.repeat(200) } }
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 400; i += 1) t.track('impression', data)
      await t.flush()
    }
    await t.flush()
    const last = server.requests.at(-1)
    expect(last?.body.length).toBeGreaterThan(0)
    // 256 KiB: the track route's body limit (TRACK_MAX_BODY_BYTES in the service).
    expect(Buffer.byteLength(last?.body ?? '')).toBeLessThan(256 * 1024)
    expect(sentTypes().at(-1)).toHaveLength(400)
  })
})
