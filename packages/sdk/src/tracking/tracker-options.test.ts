import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveTrackerEnvironment } from './tracker-options.ts'
import type { TrackerDocument, TrackerWindow } from './tracker-options.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('resolveTrackerEnvironment', () => {
  it('finds no browser on the server', () => {
    const env = resolveTrackerEnvironment({ apiKey: 'k' })
    expect(env.window).toBeUndefined()
    expect(env.document).toBeUndefined()
    expect(env.sendBeacon).toBeUndefined()
    expect(env.storage).toBeUndefined()
    expect(env.IntersectionObserver).toBeUndefined()
    expect(env.cookieDocument).toBeUndefined()
    expect(typeof env.fetch).toBe('function')
  })

  it('reads the browser globals when options are omitted', () => {
    const nav = {
      userAgent: 'Mozilla/5.0 Firefox/121.0',
      sendBeacon(this: unknown) {
        return this === nav
      },
    }
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible', cookie: '' })
    const storage = { getItem: () => null, setItem: () => undefined }
    vi.stubGlobal('navigator', nav)
    vi.stubGlobal('document', doc)
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('localStorage', storage)
    const env = resolveTrackerEnvironment({ apiKey: 'k' })
    expect(env.userAgent).toBe('Mozilla/5.0 Firefox/121.0')
    expect(env.sendBeacon?.('/x', 'body')).toBe(true)
    expect(env.document).toBe(doc)
    expect(env.cookieDocument).toBe(doc)
    expect(env.storage).toBe(storage)
    expect(env.window).toBeDefined()
  })

  it('treats null as none and tolerates a localStorage that throws', () => {
    vi.stubGlobal('window', new EventTarget())
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const env = resolveTrackerEnvironment({ apiKey: 'k', fetch: null, window: null })
      expect(env.fetch).toBeUndefined()
      expect(env.window).toBeUndefined()
      expect(env.storage).toBeUndefined()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('uses an explicit cookie jar instead of the document', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible', cookie: '' })
    const env = resolveTrackerEnvironment({ apiKey: 'k', document: doc, cookieJar: null })
    expect(env.cookieDocument).toBeUndefined()
  })

  it('accepts the real document, window and localStorage types', () => {
    const fits = (doc: Document, win: Window, storage: Storage) =>
      resolveTrackerEnvironment({
        apiKey: 'k',
        document: doc satisfies TrackerDocument,
        window: win satisfies TrackerWindow,
        storage,
      })
    expect(typeof fits).toBe('function')
  })
})
