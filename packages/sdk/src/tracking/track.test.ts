import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { track } from './track.ts'
import type { TrackEnvironment } from './track.ts'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer()
})
afterEach(async () => {
  await server.close()
})

/** A browser as the tracker sees it: a visible page at a URL, ids counted. */
function browser(): TrackEnvironment {
  let n = 0
  const items = new Map<string, string>()
  return {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
    window: Object.assign(new EventTarget(), { location: { href: 'https://site.test/p' } }),
    sendBeacon: null,
    cookieJar: null,
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (k, v) => void items.set(k, v) },
    IntersectionObserver: null,
    uuid: () => `id${++n}`,
  }
}

describe('track (gen-2 track)', () => {
  it('sends one event to /api/v1/track and resolves once it is sent', async () => {
    await track(
      { type: 'conversion', apiKey: 'key-1', apiHost: server.origin, contentId: 'c1', amount: 3 },
      browser(),
    )
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v1/track'])
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      events: [
        {
          type: 'conversion',
          data: {
            amount: 3,
            contentId: 'c1',
            ownerId: 'key-1',
            sessionId: 'id1',
            visitorId: 'id2',
            metadata: { sdkVersion: '0.1.0', url: 'https://site.test/p' },
            userAttributes: { urlPath: '/p', host: 'site.test', device: 'desktop' },
          },
        },
      ],
    })
  })

  it('sends nothing with canTrack false, or off the browser', async () => {
    const options = { type: 'click', apiKey: 'key-1', apiHost: server.origin }
    await track({ ...options, canTrack: false }, browser())
    await track(options)
    expect(server.requests).toEqual([])
  })
})
