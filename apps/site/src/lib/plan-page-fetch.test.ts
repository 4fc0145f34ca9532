import { QueryParseError, ValidationError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { normalizePagePath, planPageFetch, readRequestHeaders } from './plan-page-fetch.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148'
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'

describe('planPageFetch', () => {
  it('targets the page model by urlPath, host and device', () => {
    const plan = planPageFetch({
      path: '/about',
      host: 'example.com',
      userAgent: DESKTOP,
      search: '',
    })
    expect(plan.fetchOptions).toEqual({
      model: 'page',
      userAttributes: { urlPath: '/about', host: 'example.com', device: 'desktop' },
      includeRefs: true,
      options: {},
    })
    expect(plan.isPreviewing).toBe(false)
    expect(plan.locale).toBeUndefined()
    expect(plan.forcedVariations).toEqual({})
    expect(plan.hasBuilderParams).toBe(false)
  })

  it.each([
    [DESKTOP, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [null, 'desktop'],
    ['', 'desktop'],
  ])('reads the device from the user agent %j', (userAgent, device) => {
    const plan = planPageFetch({ path: '/', userAgent, search: '' })
    expect(plan.fetchOptions.userAttributes?.device).toBe(device)
  })

  it('leaves the host out when unknown and normalises the path', () => {
    const plan = planPageFetch({ path: '//guide//intro/', search: '' })
    expect(plan.fetchOptions.userAttributes).toEqual({ urlPath: '/guide/intro', device: 'desktop' })
  })

  it('merges the URL user attributes over the defaults (dotted keys or JSON)', () => {
    const dotted = planPageFetch({
      path: '/',
      search: '?builder.userAttributes.audience=pro&builder.userAttributes.device=mobile',
    })
    expect(dotted.fetchOptions.userAttributes).toEqual({
      urlPath: '/',
      device: 'mobile',
      audience: 'pro',
    })
    expect(dotted.fetchOptions.options).toEqual({})
    const json = planPageFetch({
      path: '/',
      search: { 'builder.userAttributes': '{"loggedIn":true}' },
    })
    expect(json.fetchOptions.userAttributes).toMatchObject({ urlPath: '/', loggedIn: true })
    expect(json.fetchOptions.options).toEqual({})
  })

  it('passes the builder.* parameters on as API options', () => {
    const plan = planPageFetch({
      path: '/',
      search:
        '?builder.overrides.page=abc&builder.tests.c1=v2&builder.cachebust=true&builder.noCache=true' +
        '&builder.options.locale=fr&builder.options.includeRefs=false&builder.options.enrich=true' +
        '&utm_source=x',
    })
    expect(plan.fetchOptions).toMatchObject({
      cachebust: true,
      noCache: true,
      locale: 'fr',
      includeRefs: false,
      enrich: true,
      options: { 'overrides.page': 'abc', 'tests.c1': 'v2' },
    })
    expect(plan.locale).toBe('fr')
    expect(plan.forcedVariations).toEqual({ c1: 'v2' })
  })

  it('expands builder.params, never taking an API key from the URL', () => {
    const search = new URLSearchParams({
      'builder.params': 'query.data.tag=news&apiKey=other',
      'builder.apiKey': 'other',
    })
    const plan = planPageFetch({ path: '/', search })
    expect(plan.fetchOptions.options).toEqual({ 'query.data.tag': 'news' })
  })

  it('sends builder.params.<name> once, expanded, and never a limit (the site wants one page)', () => {
    const dotted = planPageFetch({
      path: '/',
      search:
        '?builder.params.limit=0&builder.params.offset=1&builder.limit=50' +
        '&builder.params.includeUnpublished=true',
    })
    expect(dotted.fetchOptions.options).toEqual({ offset: '1', includeUnpublished: 'true' })
    expect(dotted.hasBuilderParams).toBe(true)
    const query = planPageFetch({
      path: '/',
      search: '?builder.params=' + encodeURIComponent('limit=100&sort.name=1'),
    })
    expect(query.fetchOptions.options).toEqual({ 'sort.name': '1' })
  })

  it('tells whether the URL has builder.* parameters (a 4xx of the service is then the visitor’s)', () => {
    expect(planPageFetch({ path: '/', search: '?utm_source=x' }).hasBuilderParams).toBe(false)
    expect(planPageFetch({ path: '/', search: '?builder_preview=page' }).hasBuilderParams).toBe(
      true,
    )
    expect(
      planPageFetch({ path: '/', search: '?builder.userAttributes.a=1' }).hasBuilderParams,
    ).toBe(true)
  })

  it('treats builder.preview and builder.frameEditing as previews (no caching)', () => {
    for (const search of [
      '?builder.preview=page',
      '?builder.frameEditing=page',
      '?builder_preview=page',
    ]) {
      const plan = planPageFetch({ path: '/', search })
      expect(plan.isPreviewing).toBe(true)
      expect(plan.fetchOptions).toMatchObject({ cachebust: true, noCache: true })
    }
    const plan = planPageFetch({
      path: '/',
      search: '?builder.preview=page&builder.frameEditing=page',
    })
    expect(plan.fetchOptions.options).toEqual({ preview: 'page', frameEditing: 'page' })
  })

  it('refuses denied keys in builder.* parameters (a 400)', () => {
    const denied = [
      '?builder.userAttributes.__proto__=x',
      '?builder.overrides.constructor=x',
      '?builder.prototype=x',
      '?builder.userAttributes=' + encodeURIComponent('{"__proto__":{"a":1}}'),
      '?builder.params=' + encodeURIComponent('__proto__.polluted=1'),
    ]
    for (const search of denied) {
      expect(() => planPageFetch({ path: '/', search }), search).toThrow(QueryParseError)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses bad builder.* values (a 400)', () => {
    expect(() => planPageFetch({ path: '/', search: '?builder.cachebust=yes' })).toThrow(
      ValidationError,
    )
    expect(() => planPageFetch({ path: '/', search: '?builder.userAttributes=[1]' })).toThrow(
      ValidationError,
    )
  })

  it('ignores parameters outside builder.*, whatever their names', () => {
    const plan = planPageFetch({ path: '/', search: '?__proto__=1&a.constructor=2&limit=9' })
    expect(plan.fetchOptions.options).toEqual({})
  })
})

describe('normalizePagePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/about/', '/about'],
    ['about', '/about'],
    ['/a//b', '/a/b'],
  ])('%j → %j', (input, expected) => expect(normalizePagePath(input)).toBe(expected))
})

describe('readRequestHeaders', () => {
  it('prefers the first X-Forwarded-Host, then Host', () => {
    const forwarded = new Headers({ host: 'internal:3000', 'x-forwarded-host': 'a.com, b.com' })
    expect(readRequestHeaders(forwarded)).toEqual({ host: 'a.com', userAgent: null })
    const direct = new Headers({ host: 'a.com:8080', 'user-agent': IPHONE })
    expect(readRequestHeaders(direct)).toEqual({ host: 'a.com:8080', userAgent: IPHONE })
  })
})
