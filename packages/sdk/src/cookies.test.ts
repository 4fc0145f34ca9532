import { describe, expect, it } from 'vitest'
import {
  createDocumentCookieJar,
  createHeaderCookieJar,
  parseCookieHeader,
  serializeCookie,
} from './cookies.ts'

describe('serializeCookie', () => {
  it('writes name, value, path and lifetime', () => {
    const text = serializeCookie('builder.tests.abc', 'var1', {
      maxAgeSeconds: 60,
      sameSite: 'Lax',
    })
    expect(text).toMatch(
      /^builder\.tests\.abc=var1; Path=\/; Max-Age=60; Expires=.+ GMT; SameSite=Lax$/,
    )
  })

  it('refuses bad names and values', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow('argument name is invalid')
    expect(() => serializeCookie('', 'x')).toThrow('argument name is invalid')
    expect(() => serializeCookie('a;b', 'x')).toThrow('argument name is invalid')
    expect(() => serializeCookie('ok', 'a;b')).toThrow('argument value is invalid')
    expect(() => serializeCookie('ok', 'a b')).toThrow('argument value is invalid')
    expect(() => serializeCookie('ok', '{"a":1}')).toThrow('argument value is invalid')
  })

  it('accepts encoded JSON and quoted values', () => {
    expect(serializeCookie('u', encodeURIComponent('{"a":1}'))).toContain('u=%7B%22a%22%3A1%7D')
    expect(serializeCookie('q', '"abc"')).toContain('q="abc"')
  })
})

describe('parseCookieHeader', () => {
  it('parses pairs, unquotes values and keeps the first of duplicates', () => {
    expect(parseCookieHeader('a=1; b="two"; a=3; bad; =x; c=')).toEqual({ a: '1', b: 'two', c: '' })
    expect(parseCookieHeader(undefined)).toEqual({})
  })

  it('does not let a cookie named __proto__ pollute anything', () => {
    const parsed = parseCookieHeader('__proto__=x')
    expect(parsed.__proto__).toBe('x')
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})

describe('cookie jars', () => {
  it('reads the request header and collects Set-Cookie headers', () => {
    const jar = createHeaderCookieJar('builderSessionId=s1')
    expect(jar.get('builderSessionId')).toBe('s1')
    jar.set('builder.tests.c1', 'v2', { maxAgeSeconds: 10 })
    expect(jar.get('builder.tests.c1')).toBe('v2')
    expect(jar.setCookieHeaders()).toHaveLength(1)
    expect(jar.setCookieHeaders()[0]).toMatch(/^builder\.tests\.c1=v2; Path=\//)
  })

  it('writes through document.cookie', () => {
    const doc = { cookie: 'a=1' }
    const jar = createDocumentCookieJar(doc)
    expect(jar.get('a')).toBe('1')
    jar.set('b', '2')
    expect(doc.cookie).toBe('b=2; Path=/')
  })
})
