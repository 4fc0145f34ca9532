import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Entry } from '@tessera/core'
import { createDocumentCookieJar, createHeaderCookieJar } from '../cookies.ts'
import type { CookieJar } from '../cookies.ts'
import { assignVariation, TEST_COOKIE_MAX_AGE_SECONDS } from './assign-variation.ts'

const entry: Entry = {
  id: 'c1',
  data: { title: 'Default' },
  variations: {
    a: { id: 'a', name: 'A', testRatio: 0.3, data: { title: 'A' } },
    b: { id: 'b', name: 'B', testRatio: 0.2, data: { title: 'B' } },
  },
}

const EXPIRES = 'Wed, 31 Jan 2024 00:00:00 GMT'
const cookieFor = (value: string, extra = '') =>
  `builder.tests.c1=${value}; Path=/; Max-Age=2592000; Expires=${EXPIRES}${extra}; SameSite=Lax`

/** A document whose `cookie` behaves like the browser's: writes add pairs, reads list them. */
function fakeDocument(initial: Record<string, string> = {}) {
  const pairs = new Map(Object.entries(initial))
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      writes.push(text)
      const first = text.split(';')[0] ?? ''
      const index = first.indexOf('=')
      pairs.set(first.slice(0, index), first.slice(index + 1))
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2024-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('assignVariation', () => {
  it('has a 30-day cookie lifetime', () => {
    expect(TEST_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000)
  })

  it('draws a group on the server and collects the exact Set-Cookie header', () => {
    const jar = createHeaderCookieJar('other=1')
    const result = assignVariation({ entry, cookieJar: jar, random: () => 0.35 })
    expect(result).toEqual({
      ...entry,
      data: { title: 'B' },
      testVariationId: 'b',
      testVariationName: 'B',
    })
    expect(jar.setCookieHeaders()).toEqual([cookieFor('b')])
  })

  it('draws a group in the browser and writes document.cookie', () => {
    const doc = fakeDocument()
    const result = assignVariation({
      entry,
      cookieJar: createDocumentCookieJar(doc),
      random: () => 0.9,
    })
    expect(result.testVariationId).toBe('c1')
    expect(result.testVariationName).toBe('Default')
    expect(result.data).toEqual({ title: 'Default' })
    expect(doc.writes).toEqual([cookieFor('c1')])
    expect(doc.cookie).toBe('builder.tests.c1=c1')
  })

  it('keeps a valid cookie without drawing or writing, on both sides', () => {
    const random = vi.fn(() => 0.9)
    const headerJar = createHeaderCookieJar('builder.tests.c1=a')
    expect(assignVariation({ entry, cookieJar: headerJar, random }).testVariationId).toBe('a')
    expect(headerJar.setCookieHeaders()).toEqual([])

    const doc = fakeDocument({ 'builder.tests.c1': 'a' })
    const docJar = createDocumentCookieJar(doc)
    expect(assignVariation({ entry, cookieJar: docJar, random }).testVariationId).toBe('a')
    expect(doc.writes).toEqual([])
    expect(random).not.toHaveBeenCalled()
  })

  it('accepts the entry id in the cookie as the default group', () => {
    const jar = createHeaderCookieJar('builder.tests.c1=c1')
    expect(assignVariation({ entry, cookieJar: jar, random: () => 0 }).testVariationId).toBe('c1')
    expect(jar.setCookieHeaders()).toEqual([])
  })

  it('replaces an invalid cookie value with a drawn group', () => {
    for (const header of [
      'builder.tests.c1=gone',
      'builder.tests.c1=%E0%A4%A',
      'builder.tests.c1=',
    ]) {
      const jar = createHeaderCookieJar(header)
      expect(assignVariation({ entry, cookieJar: jar, random: () => 0.1 }).testVariationId).toBe(
        'a',
      )
      expect(jar.setCookieHeaders()).toEqual([cookieFor('a')])
    }
  })

  it('honours a group forced in the URL over the cookie and writes it', () => {
    const jar = createHeaderCookieJar('builder.tests.c1=a')
    const result = assignVariation({
      entry,
      cookieJar: jar,
      forcedVariations: { c1: 'b' },
      random: () => 0,
    })
    expect(result.testVariationId).toBe('b')
    expect(result.data).toEqual({ title: 'B' })
    expect(jar.setCookieHeaders()).toEqual([cookieFor('b')])
  })

  it('accepts the entry id as a forced group', () => {
    const jar = createHeaderCookieJar('builder.tests.c1=a')
    const result = assignVariation({ entry, cookieJar: jar, forcedVariations: { c1: 'c1' } })
    expect(result.testVariationId).toBe('c1')
    expect(jar.setCookieHeaders()).toEqual([cookieFor('c1')])
  })

  it('ignores a forced group that names no group of the entry, or another entry', () => {
    const jar = createHeaderCookieJar('builder.tests.c1=a')
    const forcedVariations = { c1: 'nope', c2: 'b' }
    expect(assignVariation({ entry, cookieJar: jar, forcedVariations }).testVariationId).toBe('a')
    expect(jar.setCookieHeaders()).toEqual([])
  })

  it('picks a group but writes no cookie when tracking is off', () => {
    const doc = fakeDocument()
    const jar = createDocumentCookieJar(doc)
    const drawn = assignVariation({ entry, cookieJar: jar, random: () => 0.1, canTrack: false })
    expect(drawn.testVariationId).toBe('a')
    const forced = assignVariation({
      entry,
      cookieJar: jar,
      canTrack: false,
      forcedVariations: { c1: 'b' },
    })
    expect(forced.testVariationId).toBe('b')
    expect(doc.writes).toEqual([])
  })

  it('adds Secure when asked', () => {
    const jar = createHeaderCookieJar(undefined)
    assignVariation({ entry, cookieJar: jar, random: () => 0.1, secure: true })
    expect(jar.setCookieHeaders()).toEqual([cookieFor('a', '; Secure')])
  })

  it('returns entries without variations unchanged and writes nothing', () => {
    const plain: Entry = { id: 'c2', data: { title: 'x' } }
    const jar = createHeaderCookieJar(undefined)
    expect(assignVariation({ entry: plain, cookieJar: jar })).toBe(plain)
    const empty: Entry = { id: 'c3', variations: {} }
    expect(assignVariation({ entry: empty, cookieJar: jar })).toBe(empty)
    expect(jar.setCookieHeaders()).toEqual([])
  })

  it('uses Math.random by default', () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.45)
    const jar = createHeaderCookieJar(undefined)
    expect(assignVariation({ entry, cookieJar: jar }).testVariationId).toBe('b')
    spy.mockRestore()
  })

  it('encodes ids that are not valid cookie values', () => {
    const odd: Entry = { id: 'c1', variations: { 'x y': { id: 'x y', testRatio: 1 } } }
    const jar = createHeaderCookieJar(undefined)
    expect(assignVariation({ entry: odd, cookieJar: jar }).testVariationId).toBe('x y')
    expect(jar.setCookieHeaders()).toEqual([cookieFor('x%20y')])
    const again = createHeaderCookieJar('builder.tests.c1=x%20y')
    expect(
      assignVariation({ entry: odd, cookieJar: again, random: () => 0.99 }).testVariationId,
    ).toBe('x y')
  })

  it('reports cookie failures and still returns the chosen group', () => {
    const failure = new Error('cookies blocked')
    const broken: CookieJar = {
      get: () => {
        throw failure
      },
      set: () => {
        throw failure
      },
    }
    const onError = vi.fn()
    const result = assignVariation({ entry, cookieJar: broken, random: () => 0.1, onError })
    expect(result.testVariationId).toBe('a')
    expect(onError.mock.calls).toEqual([[failure], [failure]])
  })

  it('warns on the console by default when a cookie cannot be written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: CookieJar = {
      get: () => undefined,
      set: () => {
        throw new Error('no')
      },
    }
    assignVariation({ entry, cookieJar: broken, random: () => 0.1 })
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: split-test cookie could not be read or written',
      new Error('no'),
    )
    warn.mockRestore()
  })

  it('refuses an entry with variations but no id', () => {
    const noId = { ...entry, id: '' }
    expect(() => assignVariation({ entry: noId, cookieJar: createHeaderCookieJar('') })).toThrow(
      'entry.id must be a non-empty string to assign a variation',
    )
  })
})
