import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import type { TesseraError } from '@tessera/core'
import { startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { createHeaderCookieJar, serializeCookie } from '../cookies.ts'
import type { CookieJar } from '../cookies.ts'
import { createTracker } from './create-tracker.ts'
import type { ClickElement } from './get-click-details.ts'
import type { VisibilityObserverConstructor } from './observe-first-visibility.ts'
import type { TrackerLogger, TrackerOptions } from './tracker-options.ts'

interface SentEvent {
  type: string
  data: Record<string, unknown> & { metadata: Record<string, unknown> }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/** A cookie jar that remembers every `Set-Cookie` it wrote. */
function recordingJar(cookieHeader = ''): CookieJar & { written: string[] } {
  const jar = createHeaderCookieJar(cookieHeader)
  const written: string[] = []
  return {
    written,
    get: jar.get,
    set: (name, value, options) => {
      written.push(serializeCookie(name, value, options))
      jar.set(name, value, options)
    },
  }
}

let server: RecordingServer
let logger: { debug: Mock<TrackerLogger['debug']>; warn: Mock<TrackerLogger['warn']> }

beforeEach(async () => {
  server = await startRecordingServer()
  logger = { debug: vi.fn(), warn: vi.fn() }
})
afterEach(async () => {
  await server.close()
})

function tracker(overrides: Partial<TrackerOptions> = {}) {
  let n = 0
  return createTracker({
    apiKey: 'key-1',
    apiHost: `${server.origin}/`,
    userAgent: 'Mozilla/5.0 Safari/605.1.15',
    window: Object.assign(new EventTarget(), { location: { href: 'https://site.test/' } }),
    document: null,
    sendBeacon: null,
    cookieJar: null,
    storage: null,
    IntersectionObserver: null,
    uuid: () => `id${++n}`,
    logger,
    ...overrides,
  })
}

const sent = (): SentEvent[] =>
  server.requests.flatMap((request) => (JSON.parse(request.body) as { events: SentEvent[] }).events)

describe('createTracker ids', () => {
  it('sets the session cookie for 30 minutes and renews it on every flush', async () => {
    const jar = recordingJar()
    const t = tracker({ cookieJar: jar })
    t.track('one')
    await t.flush()
    t.track('two')
    await t.flush()
    expect(sent().map((event) => event.data.sessionId)).toEqual(['id1', 'id1'])
    expect(jar.written).toHaveLength(3)
    for (const cookie of jar.written) {
      expect(cookie).toMatch(/^builderSessionId=id1; Path=\/; Max-Age=1800; Expires=/)
    }
  })

  it('reuses the session of an existing cookie', async () => {
    const t = tracker({ cookieJar: recordingJar('builderSessionId=known') })
    t.track('x')
    await t.flush()
    expect(sent()[0]?.data.sessionId).toBe('known')
  })

  it('persists the visitor id and reuses it across trackers with the same storage', async () => {
    const storage = memoryStorage()
    const first = tracker({ storage, uuid: () => 'visitor-a' })
    first.track('x')
    await first.flush()
    expect(storage.items.get('builderVisitorId')).toBe('visitor-a')
    const second = tracker({ storage, uuid: () => 'visitor-b' })
    second.track('y')
    await second.flush()
    expect(sent().map((event) => event.data.visitorId)).toEqual(['visitor-a', 'visitor-a'])
  })

  it('keeps an in-memory visitor id when storage throws', async () => {
    const fail = () => {
      throw new Error('SecurityError')
    }
    const t = tracker({ storage: { getItem: fail, setItem: fail } })
    t.track('x')
    t.track('y')
    await t.flush()
    expect(sent().map((event) => event.data.visitorId)).toEqual(['id2', 'id2'])
  })
})

describe('createTracker events', () => {
  it('tracks clicks with the block, the offsets and whether it is the first click', async () => {
    const block: ClickElement = {
      id: '',
      parentElement: null,
      getAttribute: (name) => (name === 'builder-id' ? 'builder-b1' : null),
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 200 }),
      querySelectorAll: () => [],
    }
    const target: ClickElement = {
      ...block,
      parentElement: block,
      getAttribute: () => null,
      getBoundingClientRect: () => ({ left: 100, top: 50, width: 200, height: 30 }),
    }
    const t = tracker()
    const click = { target, clientX: 150, clientY: 60 }
    t.trackClick(click, { contentId: 'c1', variationId: 'v1' })
    t.trackClick(click, { contentId: 'c1', variationId: 'v1', metadata: { campaign: 'x' } })
    await t.flush()
    const [first, second] = sent()
    expect(first).toEqual({
      type: 'click',
      data: {
        ownerId: 'key-1',
        contentId: 'c1',
        variationId: 'v1',
        unique: true,
        targetBuilderElement: 'builder-b1',
        metadata: {
          sdkVersion: '0.1.0',
          url: 'https://site.test/',
          targetOffset: { x: 0.25, y: 0.333 },
          builderTargetOffset: { x: 0.375, y: 0.3 },
        },
        userAttributes: { urlPath: '/', host: 'site.test', device: 'desktop' },
        sessionId: 'id1',
        visitorId: 'id2',
      },
    })
    expect(second?.data.unique).toBe(false)
    expect(second?.data.metadata.campaign).toBe('x')
  })

  it('tracks an impression the first time the content is visible, once per content', async () => {
    const observers: {
      callback: (entries: { isIntersecting: boolean }[]) => void
      disconnected: boolean
    }[] = []
    const FakeObserver = class {
      record: (typeof observers)[number]
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.record = { callback, disconnected: false }
        observers.push(this.record)
      }
      observe(): void {}
      disconnect(): void {
        this.record.disconnected = true
      }
    } satisfies VisibilityObserverConstructor
    const t = tracker({ IntersectionObserver: FakeObserver })
    const element = {} as Element
    t.observeImpression(element, { contentId: 'c1' })
    const stopOther = t.observeImpression(element, { contentId: 'c2' })
    observers[0]?.callback([{ isIntersecting: false }])
    await t.flush()
    expect(sent()).toEqual([])
    observers[0]?.callback([{ isIntersecting: true }])
    observers[0]?.callback([{ isIntersecting: true }])
    t.observeImpression(element, { contentId: 'c1' })
    stopOther()
    observers[1]?.callback([{ isIntersecting: true }])
    await t.flush()
    expect(sent().map((event) => [event.type, event.data.contentId])).toEqual([
      ['impression', 'c1'],
    ])
    expect(observers.map((observer) => observer.disconnected)).toEqual([true, true])
  })

  it('tracks impressions at once without IntersectionObserver, still once per content', async () => {
    const t = tracker()
    t.observeImpression({} as Element, { contentId: 'c1' })
    t.observeImpression({} as Element, { contentId: 'c1' })
    t.trackImpression({ contentId: 'c1' })
    await t.flush()
    expect(sent().map((event) => event.type)).toEqual(['impression', 'impression'])
  })

  it('carries the default user attributes gen-2 sends: urlPath, host and device', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
    const t = tracker({
      userAgent: phone,
      window: Object.assign(new EventTarget(), {
        location: { href: 'https://shop.test:8080/sale/shoes?x=1' },
      }),
    })
    t.trackImpression({ contentId: 'c1' })
    await t.flush()
    expect(sent()[0]?.data.userAttributes).toEqual({
      urlPath: '/sale/shoes',
      host: 'shop.test:8080',
      device: 'mobile',
    })
  })

  it('sends generic events with extra fields and merged user attributes', async () => {
    const t = tracker({ userAttributes: () => ({ urlPath: '/shop', device: 'desktop' }) })
    t.track('addToCart', {
      contentId: 'c9',
      sku: 'A-1',
      ownerId: 'spoofed',
      metadata: { url: 'https://override.test/' },
      userAttributes: { locale: 'fr' },
    })
    await t.flush()
    expect(sent()[0]).toEqual({
      type: 'addToCart',
      data: {
        sku: 'A-1',
        ownerId: 'key-1',
        contentId: 'c9',
        metadata: { sdkVersion: '0.1.0', url: 'https://override.test/' },
        userAttributes: { urlPath: '/shop', host: 'site.test', device: 'desktop', locale: 'fr' },
        sessionId: 'id1',
        visitorId: 'id2',
      },
    })
  })

  it('explains bad input and keeps the queue working', async () => {
    const t = tracker()
    t.track('')
    t.track('big', { metadata: { value: 10n } })
    t.trackConversion({ amount: Number.NaN, contentId: 'c1' })
    t.track('fine')
    await t.flush()
    const messages = logger.warn.mock.calls.map(([, error]) => (error as TesseraError).message)
    expect(messages).toEqual([
      'Tracking event type must be a non-empty string',
      'Tracking event "big" cannot be serialised as JSON',
      'Conversion amount must be a finite number, received NaN; the conversion is sent without it',
    ])
    expect(sent().map((event) => [event.type, event.data.amount])).toEqual([
      ['conversion', undefined],
      ['fine', undefined],
    ])
  })
})
