import { describe, expect, it } from 'vitest'
import { getBuilderSearchParams, toUrlSearchParams } from './search-params.ts'

describe('getBuilderSearchParams', () => {
  it('keeps builder.* keys, strips the prefix and then a leading options.', () => {
    expect(
      getBuilderSearchParams(
        '?builder.preview=page&builder.options.locale=fr&builder.overrides.page=abc&x=1&builderx=2',
      ),
    ).toEqual({ preview: 'page', locale: 'fr', 'overrides.page': 'abc' })
  })

  it('strips only the first options. segment', () => {
    expect(getBuilderSearchParams('builder.options.options.a=1')).toEqual({ 'options.a': '1' })
  })

  it('keeps userAttributes.* keys dotted', () => {
    expect(getBuilderSearchParams('builder.userAttributes.device=tablet')).toEqual({
      'userAttributes.device': 'tablet',
    })
  })

  it('accepts URLSearchParams, URLs and full URL strings', () => {
    const expected = { cachebust: 'true' }
    expect(getBuilderSearchParams(new URLSearchParams('builder.cachebust=true'))).toEqual(expected)
    expect(getBuilderSearchParams(new URL('https://a.com/p?builder.cachebust=true'))).toEqual(
      expected,
    )
    expect(getBuilderSearchParams('https://a.com/p?builder.cachebust=true#x')).toEqual(expected)
    expect(getBuilderSearchParams('/p?builder.cachebust=true')).toEqual(expected)
  })

  it('accepts Next.js searchParams objects with arrays and undefined values', () => {
    expect(
      getBuilderSearchParams({
        'builder.preview': ['page', 'other'],
        'builder.noCache': 'true',
        'builder.locale': undefined,
        slug: 'a',
      }),
    ).toEqual({ preview: 'page', noCache: 'true' })
  })

  it('lets the first value of a repeated key win', () => {
    expect(getBuilderSearchParams('builder.preview=a&builder.options.preview=b')).toEqual({
      preview: 'a',
    })
  })

  it('decodes values and skips empty option names', () => {
    expect(
      getBuilderSearchParams('builder.=x&builder.options.=y&builder.overrides.page=a%20b'),
    ).toEqual({ 'overrides.page': 'a b' })
  })

  it('handles prototype-like names safely', () => {
    const result = getBuilderSearchParams('builder.__proto__=x&builder.constructor=y')
    expect(result['__proto__']).toBe('x')
    expect(result['constructor']).toBe('y')
    expect(({} as Record<string, unknown>)['x']).toBeUndefined()
  })
})

describe('toUrlSearchParams', () => {
  it('reads plain query strings with or without a question mark', () => {
    expect(toUrlSearchParams('a=1&b=2').toString()).toBe('a=1&b=2')
    expect(toUrlSearchParams('?a=1').toString()).toBe('a=1')
  })

  it('gives no parameters for a URL or path without a query', () => {
    expect(toUrlSearchParams('https://a.com/p').toString()).toBe('')
    expect(toUrlSearchParams('/about').toString()).toBe('')
  })

  it('repeats array values and copies URLSearchParams', () => {
    expect(toUrlSearchParams({ a: ['1', '2'], b: undefined }).toString()).toBe('a=1&a=2')
    const original = new URLSearchParams('a=1')
    const copy = toUrlSearchParams(original)
    copy.set('a', '2')
    expect(original.get('a')).toBe('1')
  })
})
