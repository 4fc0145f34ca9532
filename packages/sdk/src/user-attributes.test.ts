import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHeaderCookieJar } from './cookies.ts'
import { createUserAttributesStore, getDefaultUserAttributes } from './user-attributes.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('getDefaultUserAttributes', () => {
  it('reads urlPath, host and device from the given URL and user agent', () => {
    expect(
      getDefaultUserAttributes({
        url: 'https://shop.example.com:8080/a/b?x=1#h',
        userAgent: IPHONE,
      }),
    ).toEqual({ urlPath: '/a/b', host: 'shop.example.com:8080', device: 'mobile' })
  })

  it('uses / for an empty path', () => {
    expect(getDefaultUserAttributes({ url: new URL('https://a.com'), userAgent: IPAD })).toEqual({
      urlPath: '/',
      host: 'a.com',
      device: 'tablet',
    })
  })

  it('accepts a path without origin', () => {
    expect(getDefaultUserAttributes({ url: '/about?x=1', userAgent: null })).toEqual({
      urlPath: '/about',
      device: 'desktop',
    })
  })

  it('gives only the device on a server without a URL', () => {
    vi.stubGlobal('navigator', undefined)
    expect(getDefaultUserAttributes()).toEqual({ device: 'desktop' })
  })

  it('reads location and navigator in the browser', () => {
    vi.stubGlobal('location', new URL('https://site.test/blog/post'))
    vi.stubGlobal('navigator', { userAgent: IPAD })
    expect(getDefaultUserAttributes()).toEqual({
      urlPath: '/blog/post',
      host: 'site.test',
      device: 'tablet',
    })
  })
})

describe('createUserAttributesStore', () => {
  it('merges attributes and returns copies', () => {
    const store = createUserAttributesStore()
    store.setClientUserAttributes({ loggedIn: true })
    store.setClientUserAttributes({ plan: 'pro' })
    const attributes = store.getClientUserAttributes()
    expect(attributes).toEqual({ loggedIn: true, plan: 'pro' })
    attributes.plan = 'changed'
    expect(store.getClientUserAttributes().plan).toBe('pro')
  })

  it('keeps instances separate', () => {
    const a = createUserAttributesStore()
    const b = createUserAttributesStore()
    a.setClientUserAttributes({ x: 1 })
    expect(b.getClientUserAttributes()).toEqual({})
  })

  it('persists to the builder.userAttributes cookie as encoded JSON', () => {
    const jar = createHeaderCookieJar('')
    const store = createUserAttributesStore({ cookieJar: jar })
    store.setClientUserAttributes({ plan: 'pro', n: 1 })
    expect(jar.setCookieHeaders()).toEqual([
      `builder.userAttributes=${encodeURIComponent('{"plan":"pro","n":1}')}; Path=/; SameSite=Lax`,
    ])
  })

  it('uses the given cookie options', () => {
    const jar = createHeaderCookieJar('')
    const store = createUserAttributesStore({ cookieJar: jar, cookieOptions: { path: '/shop' } })
    store.setClientUserAttributes({ a: 1 })
    expect(jar.setCookieHeaders()[0]).toBe(
      `builder.userAttributes=${encodeURIComponent('{"a":1}')}; Path=/shop`,
    )
  })

  it('starts from the cookie', () => {
    const jar = createHeaderCookieJar(
      `builder.userAttributes=${encodeURIComponent('{"plan":"pro"}')}`,
    )
    expect(createUserAttributesStore({ cookieJar: jar }).getClientUserAttributes()).toEqual({
      plan: 'pro',
    })
  })

  it('ignores a broken cookie with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const value of ['%7Bnot-json', '%E0%A4%A', '%5B1%5D']) {
      const jar = createHeaderCookieJar(`builder.userAttributes=${value}`)
      expect(createUserAttributesStore({ cookieJar: jar }).getClientUserAttributes()).toEqual({})
    }
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Ignored the builder.userAttributes cookie: it is not a JSON object',
    )
  })

  it('notifies subscribers until they unsubscribe', () => {
    const store = createUserAttributesStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.setClientUserAttributes({ a: 1 })
    unsubscribe()
    store.setClientUserAttributes({ b: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ a: 1 })
  })

  it('isolates a throwing subscriber', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = createUserAttributesStore()
    const other = vi.fn()
    store.subscribe(() => {
      throw new Error('boom')
    })
    store.subscribe(other)
    store.setClientUserAttributes({ a: 1 })
    expect(other).toHaveBeenCalledWith({ a: 1 })
    expect(error).toHaveBeenCalledWith(
      '[Tessera]: A user attributes listener threw',
      expect.any(Error),
    )
  })

  it('refuses attributes that are not JSON and keeps the previous ones', () => {
    const store = createUserAttributesStore()
    store.setClientUserAttributes({ a: 1 })
    expect(() => store.setClientUserAttributes({ big: 1n })).toThrow(
      'User attributes must be JSON-serialisable (Do not know how to serialize a BigInt)',
    )
    expect(store.getClientUserAttributes()).toEqual({ a: 1 })
  })
})
