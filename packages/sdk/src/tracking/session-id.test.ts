import { describe, expect, it } from 'vitest'
import { createHeaderCookieJar } from '../cookies.ts'
import type { CookieJar } from '../cookies.ts'
import { createSessionId } from './session-id.ts'

function counter(prefix: string): () => string {
  let n = 0
  return () => `${prefix}${++n}`
}

describe('createSessionId', () => {
  it('creates the id and sets a 30-minute cookie when there is none', () => {
    const jar = createHeaderCookieJar('')
    const session = createSessionId({ cookieJar: jar, createId: counter('s') })
    expect(session.get()).toBe('s1')
    expect(session.get()).toBe('s1')
    const [header] = jar.setCookieHeaders()
    expect(header).toMatch(/^builderSessionId=s1; Path=\/; Max-Age=1800; Expires=/)
  })

  it('reuses the id of an existing cookie without writing', () => {
    const jar = createHeaderCookieJar('builderSessionId=abc123')
    const session = createSessionId({ cookieJar: jar, createId: counter('s') })
    expect(session.get()).toBe('abc123')
    expect(jar.setCookieHeaders()).toEqual([])
  })

  it('renews the cookie with a fresh expiry', () => {
    const sets: string[] = []
    const jar: CookieJar = {
      get: () => 'abc123',
      set: (name, value, options) => sets.push(`${name}=${value} ${options?.maxAgeSeconds}`),
    }
    const session = createSessionId({ cookieJar: jar, createId: counter('s') })
    session.renew()
    session.renew()
    expect(sets).toEqual(['builderSessionId=abc123 1800', 'builderSessionId=abc123 1800'])
  })

  it('replaces a malformed cookie value', () => {
    const jar = createHeaderCookieJar('builderSessionId=%7Bbad%7D')
    const session = createSessionId({ cookieJar: jar, createId: counter('s') })
    expect(session.get()).toBe('s1')
  })

  it('keeps an in-memory id for 30 idle minutes without cookies', () => {
    let time = 0
    const session = createSessionId({ createId: counter('s'), now: () => time })
    expect(session.get()).toBe('s1')
    time += 29 * 60_000
    expect(session.get()).toBe('s1')
    time += 29 * 60_000
    expect(session.get()).toBe('s1')
    time += 30 * 60_000
    expect(session.get()).toBe('s2')
  })

  it('tolerates a jar that throws', () => {
    const jar: CookieJar = {
      get: () => {
        throw new Error('SecurityError')
      },
      set: () => {
        throw new Error('SecurityError')
      },
    }
    const session = createSessionId({ cookieJar: jar, createId: counter('s') })
    expect(session.get()).toBe('s1')
    expect(() => session.renew()).not.toThrow()
    expect(session.get()).toBe('s1')
  })
})
