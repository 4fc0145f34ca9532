import { QueryParseError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { describeZodError } from '../middleware/error-handler.ts'
import { parseReadOptions } from './read-options.ts'

function parse(query: string) {
  return parseReadOptions([...new URLSearchParams(query)])
}

function zodMessage(query: string): string {
  try {
    parse(query)
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(ZodError)
    return describeZodError(error as ZodError)
  }
  throw new Error('expected a ZodError')
}

describe('parseReadOptions', () => {
  it('applies the defaults', () => {
    expect(parse('apiKey=k')).toEqual({
      limit: 30,
      offset: 0,
      userAttributes: {},
      query: {},
      sort: [],
      fields: undefined,
      omit: ['meta.componentsUsed'],
      locale: undefined,
      includeRefs: true,
      noTraverse: false,
      noTargeting: false,
      cachebust: false,
      noCache: false,
      cacheSeconds: undefined,
      staleCacheSeconds: undefined,
      preview: undefined,
      overrides: {},
      includeUnpublished: false,
      previewToken: undefined,
      model: undefined,
      entry: undefined,
    })
  })

  it('reads gen-2 raw values', () => {
    const options = parse(
      'limit=1&offset=2.7&noTraverse=false&includeRefs=true&omit=meta.a,data.b&fields=id,data.title' +
        '&locale=fr&cacheSeconds=10&staleCacheSeconds=20&sort.data.date=-1&sort.name=1&noCache=true',
    )
    expect(options).toMatchObject({
      limit: 1,
      offset: 2,
      noTraverse: false,
      includeRefs: true,
      omit: ['meta.a', 'data.b'],
      fields: ['id', 'data.title'],
      locale: 'fr',
      cacheSeconds: 10,
      staleCacheSeconds: 20,
      noCache: true,
      sort: [
        { path: 'data.date', direction: -1 },
        { path: 'name', direction: 1 },
      ],
    })
  })

  it('reads gen-1 JSON-encoded values', () => {
    const options = parse('limit=2&model=%22page%22&entry=%22abc%22&includeRefs=false&enrich=true')
    expect(options).toMatchObject({ limit: 2, model: 'page', entry: 'abc', includeRefs: false })
  })

  it('turns on includeRefs with enrich and keeps numeric-looking ids as strings', () => {
    expect(parse('enrich=true&includeRefs').includeRefs).toBe(true)
    expect(parse('entry=123&overrides.page=456').entry).toBe('123')
    expect(parse('overrides.page=456&overrides.page:/a=%22789%22').overrides).toEqual({
      page: '456',
      'page:/a': '789',
    })
  })

  it('reads noTargeting as gen-1 and gen-2 send it', () => {
    expect(parse('noTargeting=true').noTargeting).toBe(true)
    expect(parse('noTargeting').noTargeting).toBe(true)
    expect(parse('noTargeting=false').noTargeting).toBe(false)
    expect(zodMessage('noTargeting=all')).toBe('Invalid noTargeting: expected true or false')
  })

  it('merges userAttributes JSON with userAttributes.* parameters', () => {
    const options = parse(
      `userAttributes=${encodeURIComponent('{"urlPath":"/a","device":"desktop"}')}&userAttributes.device=tablet&locale=de`,
    )
    expect(options.userAttributes).toEqual({ urlPath: '/a', device: 'tablet' })
  })

  it('reads query, preview and includeUnpublished', () => {
    const options = parse('query.data.slug=a&preview=page&includeUnpublished=true')
    expect(options.query).toEqual({ 'data.slug': 'a' })
    expect(options.preview).toBe('page')
    expect(options.includeUnpublished).toBe(true)
    expect(parse('preview=true').preview).toBe(true)
    expect(parse('preview=false&preview=').preview).toBeUndefined()
    expect(parse('omit=').omit).toEqual([])
    expect(parse('sort=%7B%22name%22%3A-1%7D').sort).toEqual([{ path: 'name', direction: -1 }])
  })

  it.each([
    ['limit=0', 'Invalid limit: expected an integer from 1 to 100'],
    ['limit=101', 'Invalid limit: expected an integer from 1 to 100'],
    ['limit=abc', 'Invalid limit: expected an integer from 1 to 100'],
    ['limit=1.5', 'Invalid limit: expected an integer from 1 to 100'],
    ['offset=-1', 'Invalid offset: expected a number ≥ 0'],
    ['userAttributes=%7Bbad', 'Invalid userAttributes: expected a JSON object'],
    ['userAttributes=%5B1%5D', 'Invalid userAttributes: expected a JSON object'],
    ['sort.name=2', 'Invalid sort.name: expected 1 or -1'],
    ['sort=x', 'Invalid sort: expected a JSON object of 1 or -1'],
    ['noCache=maybe', 'Invalid noCache: expected true or false'],
    ['cacheSeconds=-5', 'Invalid cacheSeconds: expected a whole number of seconds'],
    ['preview=5', 'Invalid preview: expected a model name'],
    ['overrides.page=', 'Invalid overrides.page: expected an entry id'],
  ])('refuses %s', (query, message) => {
    expect(zodMessage(query)).toBe(message)
  })

  it('refuses denied names in every dotted parameter', () => {
    for (const query of [
      'sort.__proto__=1',
      'overrides.constructor=x',
      'userAttributes.__proto__=x',
      'fields=data.__proto__',
      'omit=prototype',
      'userAttributes=%7B%22__proto__%22%3A1%7D',
      'query.__proto__=1',
    ]) {
      expect(() => parse(query)).toThrow(QueryParseError)
    }
  })
})
